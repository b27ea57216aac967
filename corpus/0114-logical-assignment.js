// Checks ||= &&= ??= short-circuit: the right side and the setter run only when assignment happens.
let calls = 0;
const rhs = (v) => { calls++; return v; };
let a = 0, b = 1, c = null, d = 0;
a ||= rhs("A");
b ||= rhs("B");
c ??= rhs("C");
d ??= rhs("D");
console.log(a, b, c, d, calls);
let e = 1, f = 0;
e &&= rhs("E");
f &&= rhs("F");
console.log(e, f, calls);
const log = [];
const obj = {
  _v: 5,
  get v() { log.push("get"); return this._v; },
  set v(x) { log.push("set " + x); this._v = x; },
};
obj.v ||= 10;
obj.v &&= 0;
obj.v ||= 7;
obj.v ??= 9;
console.log(obj._v, log);
const o2 = {};
o2.list ??= [];
o2.list.push(1);
o2.list ??= "not used";
console.log(o2);
