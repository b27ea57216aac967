// Checks immediately invoked function expressions in several syntactic forms.
const a = (function () { return "classic"; })();
const b = (function () { return "inner parens"; }());
const c = (() => "arrow")();
const d = ((x, y) => x + y)(2, 3);
const counter = (function () {
  let count = 0;
  return { next: () => ++count };
})();
counter.next();
console.log(a, b, c, d, counter.next());
!function () { console.log("bang iife"); }();
void function () { console.log("void iife"); }();
const named = (function fact(n) { return n < 2 ? 1 : n * fact(n - 1); })(6);
console.log(named);
