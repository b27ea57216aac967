// A closure's creation records its source range in the same call
// (scr_function_new_at): toString of each kind of function shows its
// own text, and closures made in a loop share it but not their state.
function plain(a, b) { return a + b; }
const arrow = (x) => x * 2;
const expr = function named(y) { return y; };
const obj = { method(z) { return z; }, get g() { return 1; }, async am() {}, *gen() {} };
class K extends Object { constructor() { super(); this.k = 1; } m() { return 2; } static s() {} }
console.log(plain.toString());
console.log(arrow.toString());
console.log(expr.toString());
console.log(obj.method.toString());
console.log(Object.getOwnPropertyDescriptor(obj, "g").get.toString());
console.log(obj.am.toString(), obj.gen.toString());
console.log(K.toString());
console.log(K.prototype.m.toString(), K.s.toString());
const fns = [];
for (let i = 0; i < 3; i++) fns.push(() => i);
console.log(fns.map((f) => f()).join(","), fns[0].toString(), fns[0] !== fns[1]);
console.log(plain.length, arrow.length, expr.name, obj.method.name, K.name, fns[2].name);
