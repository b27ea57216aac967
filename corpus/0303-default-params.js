// Checks default parameters: used for undefined only, may refer to earlier params, evaluated at each call.
function f(a, b = a * 2, c = a + b) {
  return [a, b, c];
}
console.log(f(1), f(1, 5), f(1, undefined, 0), f(1, null));
let calls = 0;
function g(x = ++calls) {
  return x;
}
console.log(g(), g(), g(100), calls);
function h(list = []) {
  list.push(list.length);
  return list;
}
console.log(h(), h(), h([9]));
function tdz(a = b, b = 1) {
  return [a, b];
}
try {
  tdz();
} catch (e) {
  console.log(e.name, e.message);
}
console.log(tdz(0));
const outer = "outer";
function scope(x = outer) {
  const outer = "inner";
  return x;
}
console.log(scope());
const arrow = (x = 1, y = x + 1) => x + y;
console.log(arrow(), arrow(10));
