// Array.prototype.sort follows V8's TimSort and %TypedArray%.prototype.sort its
// merge sort step for step: comparators that are not consistent orders (a > b,
// ones ignoring some values, random ones) leave the same order and are called
// as often and with the same pairs as in Node, across the sizes where
// binary insertion, natural runs and galloping merges take over.
// deterministic pseudo-random
let seed = 12345;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const log = [];
for (const n of [0, 1, 2, 3, 5, 7, 8, 20, 63, 64, 65, 100, 130, 257, 1000, 3000]) {
  const base = Array.from({ length: n }, () => Math.floor(rnd() * 50));
  const cmps = [
    (a, b) => a - b,
    (a, b) => a > b,
    (a, b) => b < a ? 1 : 0,
    (a, b) => (a % 3) - (b % 3),
    (a, b) => rnd() - 0.5,
    (a, b) => (a & 1) ? 0 : a - b,
  ];
  for (const [i, f] of cmps.entries()) {
    let calls = 0;
    const arr = base.slice();
    arr.sort((a, b) => { calls++; return f(a, b); });
    const ta = Int16Array.from(base);
    let tcalls = 0;
    ta.sort((a, b) => { tcalls++; return f(a, b); });
    let h = 0;
    for (const v of arr) h = (h * 31 + v) | 0;
    let th = 0;
    for (const v of ta) th = (th * 31 + v) | 0;
    log.push(`${n}/${i}: ${calls} ${h} | ${tcalls} ${th}`);
  }
}
console.log(log.join("\n"));
// sorted runs, descending runs, partially ordered data (galloping)
const runs = [];
for (let i = 0; i < 2000; i++) runs.push(i < 1000 ? i : 3000 - i);
for (let i = 0; i < 500; i++) runs.push((i * 7) % 100);
let c2 = 0;
runs.sort((a, b) => { c2++; return a - b; });
console.log(c2, runs.slice(0, 5).join(), runs.slice(-5).join());
let c3 = 0;
const objs = Array.from({ length: 300 }, (_, i) => ({ k: (i * 37) % 11, i }));
objs.sort((a, b) => { c3++; return a.k - b.k; });
console.log(c3, objs.slice(0, 12).map((o) => o.i).join());
const order = [];
[3, 1, 2].sort((a, b) => { order.push(`${a}:${b}`); return a - b; });
console.log(order.join(" "));
