// Checks the arguments object in strict functions: length, indexing, no aliasing with params.
function f(a, b) {
  console.log(arguments.length, arguments[0], arguments[1], arguments[2]);
  a = "changed";
  console.log(arguments[0]);
  arguments[1] = "via arguments";
  console.log(b);
  console.log(Array.isArray(arguments), typeof arguments, Object.prototype.toString.call(arguments));
  return Array.from(arguments);
}
console.log(f(1, 2, 3));
function count() {
  return arguments.length;
}
console.log(count(), count(undefined), count(1, 2, 3, 4, 5));
function outer() {
  const arrow = () => arguments[0];
  return arrow("ignored");
}
console.log(outer("outer arg"));
function spreadArgs() {
  return [...arguments].reverse();
}
console.log(spreadArgs("x", "y", "z"));
function sliced() {
  return Array.prototype.slice.call(arguments, 1);
}
console.log(sliced(1, 2, 3));
