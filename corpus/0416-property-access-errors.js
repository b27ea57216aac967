// Checks TypeError messages for property reads and writes on null and undefined.
const cases = [
  () => null.x,
  () => undefined.x,
  () => { const v = null; return v.prop; },
  () => { let w; return w["key"]; },
  () => { let w; w.x = 1; },
  () => { const n = null; n.y = 2; },
  () => { const o = {}; return o.a.b; },
  () => { const o = { a: null }; return o.a.b; },
  () => { const arr = []; return arr[0].x; },
  () => { const o = {}; o.a.b = 1; },
];
for (const c of cases) {
  try {
    c();
  } catch (e) {
    console.log(`${e.name}: ${e.message}`);
  }
}
