// Checks closures capturing parameters that are reassigned later, and parameter scope with defaults.
function make(x) {
  const get = () => x;
  x = x * 2;
  return get;
}
console.log(make(5)());
function withDefault(a, getA = () => a) {
  a = "reassigned";
  return getA();
}
console.log(withDefault("original"));
function shadowInBody(a, getA = () => a) {
  var a = "body var";
  return [a, getA()];
}
console.log(shadowInBody("param"));
function counterFrom(start) {
  return () => start++;
}
const next = counterFrom(10);
next();
next();
console.log(next());
