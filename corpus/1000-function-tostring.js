// Checks Function.prototype.toString: source text of functions, arrows, methods, accessors and classes; natives and bound functions.
function   spaced ( a, b ) { return a + b; }
const arrow = (x, y) => x * y;
const obj = { method(a) { return a; }, get value() { return 1; }, set value(v) {}, ["comp" + "uted"]() {} };
class Shape {
  static create() { return new Shape(); }
  area() { return 0; }
}
class Circle extends Shape { constructor(r) { super(); this.r = r; } }
console.log(String(spaced));
console.log(`${arrow}`);
console.log(obj.method.toString());
const d = Object.getOwnPropertyDescriptor(obj, "value");
console.log(String(d.get), "|", String(d.set));
console.log(String(obj.computed));
console.log(String(Shape));
console.log(String(Circle));
console.log(String(Shape.create), String(Shape.prototype.area));
console.log(String(Math.max), String(Array.prototype.push));
console.log(String(spaced.bind(null)));
console.log(String(function () {}), String(class {}));
