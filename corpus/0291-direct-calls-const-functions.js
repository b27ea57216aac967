// Calls through a binding that always holds one function are direct C
// calls (compiler/emit_expr.c, direct_callee): function declarations that
// nothing assigns, and `const f = function () {}` / `const f = () => ...`
// (or such a `let` never assigned), as bundlers write a module's helpers.
// A function that is reassigned, declared twice, or held by a `var` is
// called through its value; arity mismatches, `arguments`, rest and default
// parameters, `this`, the dead zone and recursion behave as in Node.

function plain(a, b) { return a + b; }
const arrow = (a, b = 10) => a * b;
const expr = function (a) { return [typeof this, a, arguments.length].join(" "); };
const named = function fact(n) { return n <= 1 ? 1 : n * fact(n - 1); };
let neverAssigned = (...rest) => rest.length;
const gen = function* (n) { for (let i = 0; i < n; i++) yield i; };
const asyncFn = async (x) => x + 1;

console.log(plain(1, 2), plain(1), plain(1, 2, 3), plain("a", "b"));
console.log(arrow(3), arrow(3, 2), arrow(3, undefined), arrow());
console.log(expr(1), expr(), expr(1, 2, 3));
console.log(named(10), neverAssigned(), neverAssigned(1, 2, 3));
console.log([...gen(4)].join(","));
asyncFn(41).then((v) => console.log("async", v));

// Captured bindings in a bundler-style wrapper.
const mod = (function (exports) {
  const square = (x) => x * x;
  const sumSquares = function (list) {
    let s = 0;
    for (let i = 0; i < list.length; i++) s += square(list[i]);
    return s;
  };
  function helper(n) { return sumSquares([n, n + 1]); }
  exports.run = (n) => helper(n) + square(2);
  return exports;
})({});
console.log(mod.run(3));

// The dead zone: a call before the const is initialised throws.
function early() {
  try { return later(1); } catch (e) { return e.constructor.name + ": " + e.message; }
}
console.log(early());
const later = (x) => x;
console.log(early());

// A function declaration reassigned after a caller was compiled.
function target() { return "first"; }
function callTarget() { return target(); }
console.log(callTarget());
target = function () { return "second"; };
console.log(callTarget());

// Declared twice in one scope: the last declaration wins.
function outer() {
  function twice() { return 1; }
  function twice() { return 2; }
  return twice();
}
console.log(outer());

// A var holding a function, then another value.
var changing = () => "fn";
console.log(changing());
changing = 5;
try { changing(); } catch (e) { console.log(e.constructor.name, e.message); }

// A let assigned later is called through its value.
let swapped = () => "a";
const callSwapped = () => swapped();
console.log(callSwapped());
swapped = () => "b";
console.log(callSwapped());

// Recursion and mutual recursion through consts.
const isEven = (n) => (n === 0 ? true : isOdd(n - 1));
const isOdd = (n) => (n === 0 ? false : isEven(n - 1));
console.log(isEven(10), isOdd(7), isEven(3));

// Each evaluation of a const in a loop makes a new closure of one code.
const fns = [];
for (let i = 0; i < 3; i++) {
  const add = (x) => x + i;
  fns.push(add);
  console.log(add(10));
}
console.log(fns.map((f) => f(100)).join(","));

// Errors thrown inside report the callee's frame.
const thrower = (m) => { throw new Error(m); };
try { thrower("boom"); } catch (e) { console.log(e.message, e.stack.split("\n")[1].trim().split(" ")[1]); }
