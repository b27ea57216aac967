// + - * / on values whose types the compiler cannot know (property reads,
// parameters): Numbers take plain C inline, everything else the runtime's
// operator - BigInts, strings, objects whose valueOf runs (in operand
// order), undefined, and the TypeError for mixing BigInt and Number, with
// the position V8 reports.

function ops(a, b) {
  return [a + b, a - b, a * b, a / b];
}
console.log(ops(6, 3), ops(-0, 0), ops(0, -0), ops(1, 0), ops(-1, 0));
console.log(ops(NaN, 1), ops(Infinity, Infinity), ops(0.1, 0.2), ops(2 ** 53, 1));
console.log(ops(7n, 2n), ops("6", 3), ops(6, "3"), ops(undefined, 1), ops(null, 2));
console.log(ops([2], [3]), ops(true, false));

const log = [];
const x = { valueOf() { log.push("x"); return 10; } };
const y = { valueOf() { log.push("y"); return 4; } };
console.log(ops(x, y), log.join(""));

// Compound assignment on properties: getters and setters run once each.
const o = {
  v: 1,
  get g() { log.length = 0; log.push("get"); return this.v; },
  set g(n) { log.push("set " + n); this.v = n; },
};
o.g -= 0.5;
o.g *= 4;
o.g /= -0;
console.log(o.v, log.join(","));
const p = { a: 1.5, b: "s", c: 2n };
p.a += p.a; p.b += p.a; p.c *= p.c; p.a /= 0;
console.log(p);

// A BigInt meeting a Number throws, and the result slot stays clean.
for (const [a, b] of [[1n, 1], [1, 1n]]) {
  try {
    console.log(ops(a, b));
  } catch (e) {
    console.log(e.constructor.name + ": " + e.message);
  }
}
try {
  const q = { n: 1n };
  q.n -= 1;
} catch (e) {
  console.log(e.message);
}

// Objects flowing through the slow path keep their counts: the results
// are strings here, built from objects that are released after use.
function cat(a, b) { return a + b; }
let s = "";
for (let i = 0; i < 3; i++) s = cat(s, { toString() { return "<" + i + ">"; } });
console.log(s);

// The mixing error in a loop of Numbers, after the fast path ran.
function bad(a, b) {
  return a.v * b.v;
}
let acc = 0;
try {
  for (const v of [3, 2, 1n]) acc += bad({ v }, { v: 0.5 });
} catch (e) {
  console.log(acc, e.message);
}
