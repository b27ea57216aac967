// Sloppy-mode CommonJS: a write through `arguments` does not reach the
// unboxed Number locals computed from the parameters (only parameters
// are mapped), and a `var` read before its assignment is undefined.
function aliased(a, b) {
  let s = a + b;
  arguments[0] = 10;
  s += arguments[0];
  var u = arguments.length * 2;
  u = u + s;
  return [s, u, arguments[0], arguments.length];
}
console.log(aliased(1, 2), aliased(0.5, 0.25, 9));

function early() {
  var before = typeof late;
  var seen = late;
  var late = 4;
  late = late * late;
  return [before, seen, late];
}
console.log(early());

function counters() {
  var total = 0;
  for (var i = 0; i < 4; i++) total += i;
  var x = 1 << 30;
  x = x << 1;
  return [total, i, x, x | 0];
}
console.log(counters());
