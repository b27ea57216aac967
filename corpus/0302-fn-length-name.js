// Checks function .length (stops at defaults and rest) and .name inference.
function a(x, y) {}
function b(x, y = 1, z) {}
function c(...rest) {}
function d(x, { y }, [z]) {}
const e = (p, q) => p;
const f = function () {};
const g = function gName() {};
const obj = { m() {}, ["comp" + "uted"]: () => 1, get acc() { return 1; }, 5: function () {} };
class K { static s() {} m() {} }
console.log(a.length, b.length, c.length, d.length, e.length, f.length);
console.log(a.name, e.name, f.name, g.name, obj.m.name, obj.computed.name, obj[5].name);
console.log(K.name, K.s.name, K.prototype.m.name, K.length);
const bound = a.bind(null, 1);
console.log(bound.name, bound.length);
let assigned;
assigned = () => 1;
console.log(assigned.name, JSON.stringify((() => 1).name), JSON.stringify((function () {}).name));
const sym = Symbol("desc");
const o2 = { [sym]() {} };
console.log(o2[sym].name);
