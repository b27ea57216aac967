// Checks that function declarations are hoisted with their bodies and can be called before the declaration.
console.log(add(2, 3));
console.log(typeof later);
function add(a, b) {
  return a + b;
}
function later() {
  return inner();
  function inner() {
    return "inner hoisted";
  }
}
console.log(later());
function outer() {
  return typeof helper;
  function helper() {}
}
console.log(outer());
