// Top-level await in the middle of the entry module's loops: the body runs
// as an async activation, its locals and statics survive each suspension,
// and what other code writes while the body waits is seen afterwards by
// the fast paths.

const o = { x: 1, y: 2 };
let shared = 1;                      // captured: written by callbacks
let local = 0;                       // the body's own
const trace = [];
setTimeout(() => { shared = 1000; o.x = "str"; }, 0);
for (let i = 0; i < 6; i++) {
  local += o.x * shared + o.y;
  if (i === 1) await null;
  if (i === 2) await new Promise((res) => setTimeout(res, 5));   // the timer above runs here
  if (i === 4) { await Promise.resolve().then(() => { shared = -0; o.x = 2; }); }
  local = local * 1;
  trace.push(typeof local === "string" ? local.slice(0, 12) : local);
}
console.log(trace.join(" | "));
console.log(Object.is(shared, -0), o.x);

// A loop whose condition awaits.
let n = 0;
const q = { step: 0.5 };
while ((await Promise.resolve(n)) < 3) n += q.step * 2;
console.log(n);

// for await over an async generator, accumulating through a fast path;
// a later const is in its dead zone inside the loop.
async function* gen() {
  for (let i = 0; i < 4; i++) yield { v: i === 2 ? NaN : i * 1.5 };
}
let sum = 0;
const nan = [];
for await (const item of gen()) {
  sum += item.v * 2;
  nan.push(Number.isNaN(sum));
  try {
    sum = sum + after.k;
  } catch (e) {
    nan.push(e.name);
  }
}
const after = { k: 1 };
console.log(sum, nan.join(","), after.k);

// int32 overflow across awaits.
let big = 2147483640;
for (let i = 0; i < 3; i++) {
  big = big + 5;
  await 0;
}
console.log(big, big | 0);
