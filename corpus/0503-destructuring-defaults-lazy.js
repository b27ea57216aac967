// Checks destructuring defaults are evaluated lazily, left to right, only for undefined values.
const log = [];
const d = (name, v) => { log.push(name); return v; };
const [a = d("a", 1), b = d("b", 2), c = d("c", 3)] = [undefined, 0];
console.log(a, b, c, log.join(","));
log.length = 0;
const { p = d("p", "P"), q = d("q", "Q") } = { q: null };
console.log(p, q, log.join(","));
log.length = 0;
const [first = d("first", 1), again = first + 1] = [];
console.log(first, again, log.join(","));
function f({ x = d("x", 10), y = x * 2 } = d("param", {})) {
  return [x, y];
}
log.length = 0;
console.log(f(), log.join(","));
log.length = 0;
console.log(f({ x: 1 }), log.join(","));
