// Checks declarations, expressions, named function expressions, arrows and methods all callable.
function decl(a) { return "decl " + a; }
const expr = function (a) { return "expr " + a; };
const named = function inner(n) { return n <= 0 ? "named done" : inner(n - 1); };
const arrow = (a) => "arrow " + a;
const arrowBlock = (a, b) => { return a * b; };
const obj = { method(a) { return "method " + a; } };
console.log(decl(1), expr(2), named(3), arrow(4), arrowBlock(5, 6), obj.method(7));
console.log(typeof inner);
const noArgs = () => ({ wrapped: true });
console.log(noArgs());
