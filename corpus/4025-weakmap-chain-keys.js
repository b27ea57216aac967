// A WeakMap whose values are the next keys (an ephemeron chain).
const wm = new WeakMap();
const first = {};
let k = first;
for (let i = 0; i < 1000; i++) {
  const next = { i };
  wm.set(k, next);
  k = next;
}
let steps = 0;
for (let c = first; wm.has(c); c = wm.get(c)) steps++;
console.log(steps);
