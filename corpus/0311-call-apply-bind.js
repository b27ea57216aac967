// Checks Function.prototype.call, apply and bind with partial application.
function describe(greeting, punct) {
  return `${greeting}, ${this.name}${punct}`;
}
const p = { name: "Ada" };
console.log(describe.call(p, "Hello", "!"));
console.log(describe.apply(p, ["Hi", "?"]));
const hey = describe.bind(p, "Hey");
console.log(hey("."), hey("..."));
function sum() {
  let s = 0;
  for (let i = 0; i < arguments.length; i++) s += arguments[i];
  return s;
}
console.log(sum.apply(null, [1, 2, 3]), sum.call(null, 4, 5), sum.bind(null, 10)(1, 1));
console.log(Math.max.apply(null, [4, 8, 2]), Array.prototype.join.call(["a", "b"], "+"));
class Pt { constructor(x, y) { this.x = x; this.y = y; } }
const BoundPt = Pt.bind(null, 1);
const bp = new BoundPt(2);
console.log(bp, bp instanceof Pt);
