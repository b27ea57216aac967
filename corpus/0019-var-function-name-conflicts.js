// Checks hoisting inside functions when var and function declarations share a name: the function wins until assignment.
function outer() {
  console.log(typeof dual);
  var dual = "string now";
  function dual() {
    return "function";
  }
  console.log(typeof dual, dual);
}
outer();
function inner() {
  console.log(typeof helper);
  var helper = 1;
  function helper() {}
  console.log(typeof helper);
}
inner();
function params(x) {
  function x() {}
  return typeof x;
}
console.log(params(5));
function lastWins() {
  function pick() { return "first"; }
  function pick() { return "second"; }
  return pick();
}
console.log(lastWins());
