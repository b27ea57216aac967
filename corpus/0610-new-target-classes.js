// Checks new.target in class constructors, including abstract base detection through subclasses.
class Shape {
  constructor() {
    if (new.target === Shape) throw new TypeError("Shape is abstract");
    this.made = new.target.name;
  }
}
class Circle extends Shape {}
class Square extends Shape {
  constructor() {
    super();
    this.targetInSub = new.target === Square;
  }
}
try {
  new Shape();
} catch (e) {
  console.log(e.message);
}
console.log(new Circle(), new Square());
