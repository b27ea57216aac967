// Comparisons of property reads and locals of unknown type take a fast
// path of C double comparisons when every read holds a Number (numeric
// fast paths, compiler/emit_expr.c); anything else compares as JavaScript
// says: NaN, -0 against 0, strings (lexicographic), a string against a
// number, null and undefined under ==, BigInts, objects with valueOf.

function cmp(p) {
  return [p.a < p.b, p.a > p.b, p.a <= p.b, p.a >= p.b, p.a == p.b, p.a != p.b, p.a === p.b, p.a !== p.b]
    .map((x) => (x ? 1 : 0))
    .join("");
}
const cases = [
  { a: 1, b: 2 }, { a: 2, b: 1 }, { a: 1, b: 1 }, { a: NaN, b: NaN }, { a: NaN, b: 1 },
  { a: -0, b: 0 }, { a: -Infinity, b: Infinity }, { a: "10", b: "9" }, { a: "10", b: 9 },
  { a: 1, b: "1" }, { a: null, b: undefined }, { a: null, b: 0 }, { a: undefined, b: 0 },
  { a: 1n, b: 2 }, { a: 2n, b: 2 }, { a: 3n, b: 2n }, { a: true, b: 1 },
  { a: { valueOf() { return 5; } }, b: 4 }, { a: [2], b: 2 }, { a: "a", b: "b" },
];
for (const c of cases) console.log(cmp(c));

// In a loop's condition, with the shape changing in the middle of it.
function count(limits) {
  let n = 0;
  for (let i = 0; i < limits.max; i++) {
    n++;
    if (i === 2) limits.extra = true;
    if (i === 3) limits.max = "4";
  }
  return n;
}
console.log(count({ max: 5 }), count({ max: 2 }), count({ max: "3" }), count({}));

// Locals of unknown type in a comparison.
function between(x, lo, hi) { return lo <= x && x <= hi; }
console.log(between(5, 1, 10), between("5", 1, 10), between("5", "1", "10"), between(NaN, 0, 1));

// valueOf runs in operand order, once each.
const order = [];
const L = { valueOf() { order.push("L"); return 1; } };
const R = { valueOf() { order.push("R"); return 2; } };
const pair = { l: L, r: R };
console.log(pair.l < pair.r, pair.l > pair.r, order.join(""));

// A Symbol cannot be converted: the TypeError from the ordinary code.
try { const s = { v: Symbol("x") }; console.log(s.v < 1); } catch (e) { console.log(e.constructor.name, e.message); }
