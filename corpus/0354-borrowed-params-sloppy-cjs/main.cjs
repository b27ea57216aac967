// Sloppy-mode functions: those that use `arguments` keep a count of their
// own on each parameter, and a `var` of a parameter's name may write it;
// the others read their parameters from the caller's arguments (0353).

function readsArguments(a, b) {
  return arguments.length + ":" + arguments[0].v + a.v + b.v;
}
console.log(readsArguments({ v: 1 }, { v: 2 }));
function arrowInside(o) {
  const f = () => arguments[0].w;
  return f();
}
console.log(arrowInside({ w: "arrow sees arguments" }));
function plain(o, n) {
  return n ? plain(o, n - 1) : o;
}
const mine = { mine: true };
console.log(plain(mine, 100) === mine);
function sloppyThis(p) {
  return typeof this + ":" + p.q;
}
console.log(sloppyThis({ q: "this is globalThis" }), sloppyThis.call(7, { q: "boxed" }));
var hoisted = function (x) {
  var x;
  return x.h;
};
console.log(hoisted({ h: "var redeclares" }));
var again = function (x) {
  var x = { h: "var rewrites" };
  return x.h;
};
console.log(again({ h: "lost" }));
