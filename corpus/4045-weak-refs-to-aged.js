// WeakMap keys, WeakRef targets and FinalizationRegistry targets that
// survive many collector passes (old cells) and are written to again:
// live keys keep their values, WeakRefs still deref, no cleanup runs.
const wm = new WeakMap();
const keys = [];
for (let i = 0; i < 500; i++) {
  const k = { i };
  keys.push(k);
  wm.set(k, { k, v: i * 2 });
}
const refs = keys.map((k) => new WeakRef(k));
let calls = 0;
const reg = new FinalizationRegistry(() => {
  calls++;
});
for (const k of keys) reg.register(k, k.i);

function churn(n) {
  let s = 0;
  for (let i = 0; i < n; i++) {
    const a = { i };
    a.self = a;
    s += a.self.i & 1;
  }
  return s;
}

let rounds = 0;
function step() {
  churn(20000);
  // A new cycle hung off every tenth key, replacing the previous one.
  for (let i = 0; i < keys.length; i += 10) {
    const c = { key: keys[i], round: rounds };
    c.c = c;
    keys[i].extra = c;
  }
  if (++rounds < 5) setTimeout(step, 0);
  else finish();
}

function finish() {
  let ok = 0;
  for (const k of keys) if (wm.get(k).k === k && wm.get(k).v === k.i * 2) ok++;
  let alive = 0;
  for (let i = 0; i < refs.length; i++) if (refs[i].deref() === keys[i]) alive++;
  console.log('weakmap', ok, 'weakrefs', alive, 'callbacks', calls);
  for (let i = 0; i < 250; i++) wm.delete(keys[i]);
  let present = 0;
  for (const k of keys) if (wm.has(k)) present++;
  console.log('present', present, keys[490].extra.round, keys[490].extra.c.key === keys[490]);
}
step();
