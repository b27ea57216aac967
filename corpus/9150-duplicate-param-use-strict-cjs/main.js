// A sloppy function may repeat a parameter name, unless its body's
// "use strict" makes it strict: V8's error, at the second name.
// @error: 5:15: Duplicate parameter name not allowed in this context
function ok(a, a) { return a; }
function f(a, a) {
  "use strict";
  return a;
}
console.log(ok(1, 2), f(1, 2));
