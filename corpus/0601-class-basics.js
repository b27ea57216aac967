// Checks class declarations: constructor, methods on the prototype, instances, typeof and printing.
class Point {
  constructor(x, y) {
    this.x = x;
    this.y = y;
  }
  add(other) {
    return new Point(this.x + other.x, this.y + other.y);
  }
  toString() {
    return `(${this.x}, ${this.y})`;
  }
}
const p = new Point(1, 2).add(new Point(10, 20));
console.log(p, String(p), `${p}`, typeof Point, p instanceof Point);
console.log(Object.keys(p), Object.getOwnPropertyNames(Point.prototype));
console.log(p.add === Point.prototype.add, p.constructor === Point);
try {
  Point(1, 2);
} catch (e) {
  console.log(e.name, e.message);
}
class Empty {}
console.log(new Empty(), Empty, Point);
const Anon = class {};
const Named = class Inner {};
console.log(Anon.name, Named.name, Anon, Named);
