// Math.sqrt, floor, ceil, abs and trunc are computed inline while Math is
// the global's own data property holding the intrinsic functions; the
// guard (scr_math_is) sends everything else to an ordinary call: -0, NaN,
// infinities, strings, objects with valueOf, a replaced Math.sqrt in the
// middle of a loop, and a replaced global Math.

function norms(list) {
  const out = [];
  for (let i = 0; i < list.length; i++) {
    const p = list[i];
    out.push(Math.sqrt(p.x * p.x + p.y * p.y));
  }
  return out;
}
const pts = [{ x: 3, y: 4 }, { x: -0, y: -0 }, { x: NaN, y: 1 }, { x: Infinity, y: 1 }, { x: "6", y: "8" }];
console.log(norms(pts).map(String).join(" "));
console.log(Object.is(Math.sqrt(-0), -0), Math.sqrt(-1), Math.sqrt("16"));

function rounders(v) {
  return [Math.floor(v), Math.ceil(v), Math.abs(v), Math.trunc(v)];
}
for (const v of [2.5, -2.5, -0.5, 0.5, -0, NaN, -Infinity, 2 ** 53 + 0.5, -1e-300]) {
  console.log(String(v), rounders(v).map((x) => (Object.is(x, -0) ? "-0" : String(x))).join(" "));
}
let calls = 0;
const tricky = { valueOf() { calls++; return -7.5; } };
console.log(Math.floor(tricky), Math.abs(tricky), calls);

// Math.sqrt replaced in the middle of a loop, then restored.
const realSqrt = Math.sqrt;
let sum = 0;
for (let i = 0; i < 8; i++) {
  if (i === 3) Math.sqrt = (x) => -x;
  if (i === 6) Math.sqrt = realSqrt;
  const o = { v: i * i };
  sum += Math.sqrt(o.v);
  console.log(i, sum);
}

// A global Math replaced by another object, a getter, then deleted.
const RealMath = Math;
function root(o) { return Math.sqrt(o.v) + 1; }
console.log(root({ v: 9 }));
globalThis.Math = { sqrt: (x) => x * 10 };
console.log(root({ v: 9 }));
let gets = 0;
Object.defineProperty(globalThis, "Math", { get() { gets++; return RealMath; }, configurable: true });
console.log(root({ v: 9 }), gets);
delete globalThis.Math;
try { console.log(root({ v: 9 })); } catch (e) { console.log(e.constructor.name, e.message); }
globalThis.Math = RealMath;
console.log(root({ v: 9 }), root({ v: "25" }), root({ v: 2n ** 2n > 0 ? 4 : 0 }));
try { root({ v: 4n }); } catch (e) { console.log(e.constructor.name, e.message); }
