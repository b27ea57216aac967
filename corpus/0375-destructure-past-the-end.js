// An array pattern with more elements than its iterator gives binds the
// rest to undefined (or their defaults), whatever the iterator: a
// generator, an array, a Map, a Set, a string, a user-made iterator. Each
// case first pushes a number computed in place, whose temporary the
// compiler need not clear: the pattern's element past the end once read
// that stale temporary instead of undefined (found by fuzz/diff.py).
const out = [];

function fromGenerator() {
  out.push(String(1) * (255 & String(2)));
  function* g() { for (let i = 0; i < 0; i++) yield i; return "not a value"; }
  const [a, b, ...rest] = g();
  out.push(a, b, rest);
}
function fromArray() {
  out.push(String(3) * (255 & String(2)));
  const [a, b = "default", c] = [10];
  out.push(a, b, c);
}
function fromMapAndSet() {
  out.push(String(4) * (255 & String(2)));
  const [[k, v], second] = new Map([["key", 1]]);
  const [s1, s2] = new Set(["only"]);
  out.push(k, v, second, s1, s2);
}
function fromString() {
  out.push(String(5) * (255 & String(2)));
  const [x, y, z] = "xy";
  out.push(x, y, z);
}
function fromIterator() {
  out.push(String(6) * (255 & String(2)));
  let n = 0;
  const it = { [Symbol.iterator]() { return { next: () => ({ done: n++ >= 1, value: 99 }) }; } };
  const [p, q] = it;
  out.push(p, q);
}
function nested() {
  out.push(String(7) * (255 & String(2)));
  const [[a] = [], [b] = [7]] = [[]];
  out.push(a, b);
}
function assignment() {
  let a = "before", b = "before";
  out.push(String(8) * (255 & String(2)));
  [a, b] = (function* () { yield "one"; })();
  out.push(a, b);
}

fromGenerator();
fromArray();
fromMapAndSet();
fromString();
fromIterator();
nested();
assignment();
console.log(out.map((v) => (v === undefined ? "undefined" : JSON.stringify(v))).join(" "));
