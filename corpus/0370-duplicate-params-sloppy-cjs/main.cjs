// Sloppy functions with a simple parameter list may repeat a parameter's
// name: the binding takes the value of the last position (undefined when
// the call passes fewer arguments), `length` counts every position, and
// `arguments` holds every argument.
function f(a, a) { return a; }
console.log(f(1, 2), f(1), f(), f.length);

function g(a, b, a) { return [a, b, arguments.length, arguments[0], arguments[2]]; }
console.log(g(1, 2, 3), g(1, 2), g.length);

// Written, captured, and in generators and async functions.
const h = function (x, x, x) { x = x + 1; return x; };
console.log(h(1, 2, 3), h(1, 2));
function cap(n, n) { return () => n; }
console.log(cap("first", "second")());
function* gen(v, v) { yield v; yield arguments[0]; }
console.log([...gen("a", "b")]);
async function af(o, o) { return o; }

// Objects: the first argument is not kept by the binding, and nothing
// leaks when the repeated name drops it.
class Box { constructor(v) { this.v = v; } }
function pick(b, b) { return b.v; }
console.log(pick(new Box(1), new Box(2)));
function keepArgs(b, b) { return arguments; }
const kept = keepArgs(new Box("x"), new Box("y"));
console.log(kept[0].v, kept[1].v);

// A numeric function called in a loop (typed parameters).
function twice(d, d) { return d * 2; }
let s = 0;
for (let i = 0; i < 1000; i++) s += twice(i, 3);
console.log(s);

// Default parameters elsewhere in the file do not matter; a nested
// function with its own "use strict" may still not repeat names, but a
// sloppy one next to it may.
function outer(p, p) {
  function inner(q, q) { return q; }
  return inner(p, p + 1);
}
console.log(outer(1, 10));

af({ k: 1 }, { k: 2 }).then((v) => console.log(v));
