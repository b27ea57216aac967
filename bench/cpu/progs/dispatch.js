// Method dispatch over a class hierarchy: an array of mixed shapes, each
// asked for its area and perimeter through overridden methods, super calls
// and a getter, many times over.
class Shape {
  constructor(id) { this.id = id; }
  area() { return 0; }
  perimeter() { return 0; }
  get weight() { return this.area() + this.perimeter(); }
  describe() { return this.kind() + this.id; }
  kind() { return "shape"; }
}
class Circle extends Shape {
  constructor(id, r) { super(id); this.r = r; }
  area() { return 3.14159 * this.r * this.r; }
  perimeter() { return 2 * 3.14159 * this.r; }
  kind() { return "circle"; }
}
class Rect extends Shape {
  constructor(id, w, h) { super(id); this.w = w; this.h = h; }
  area() { return this.w * this.h; }
  perimeter() { return 2 * (this.w + this.h); }
  kind() { return "rect"; }
}
class Square extends Rect {
  constructor(id, s) { super(id, s, s); }
  kind() { return "square"; }
}
class Triangle extends Shape {
  constructor(id, a, b, c) { super(id); this.a = a; this.b = b; this.c = c; }
  perimeter() { return this.a + this.b + this.c; }
  area() {
    const s = this.perimeter() / 2;
    return Math.sqrt(s * (s - this.a) * (s - this.b) * (s - this.c));
  }
  kind() { return "triangle"; }
}
class Scaled extends Shape {
  constructor(id, inner, k) { super(id); this.inner = inner; this.k = k; }
  area() { return this.inner.area() * this.k * this.k; }
  perimeter() { return super.perimeter() + this.inner.perimeter() * this.k; }
  kind() { return "scaled-" + this.inner.kind(); }
}

const shapes = [];
for (let i = 0; i < 2000; i++) {
  switch (i % 5) {
    case 0: shapes.push(new Circle(i, 1 + (i % 7))); break;
    case 1: shapes.push(new Rect(i, 1 + (i % 3), 2 + (i % 5))); break;
    case 2: shapes.push(new Square(i, 1 + (i % 4))); break;
    case 3: shapes.push(new Triangle(i, 3, 4, 5)); break;
    default: shapes.push(new Scaled(i, new Square(i, 2), 1 + (i % 2)));
  }
}

let total = 0, names = 0;
for (let round = 0; round < 2000; round++) {
  for (let i = 0; i < shapes.length; i++) {
    const s = shapes[i];
    total += s.weight;
    if ((i & 63) === round % 64) names += s.describe().length;
  }
}
console.log("dispatch", Math.round(total), names);
