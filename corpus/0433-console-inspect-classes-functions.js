// Checks console.log of class instances, functions, classes, accessors and null-prototype objects.
class Point { constructor(x, y) { this.x = x; this.y = y; } }
class Empty {}
class Derived extends Point { z = 3; }
console.log(new Point(1, 2), new Empty(), new Derived(4, 5));
function named() {}
const anon = [function () {}, () => {}][0];
const arrow = () => {};
console.log(named, anon, arrow, [() => {}], { f() {}, g: function () {}, h: () => {} });
console.log(Point, Empty, Derived, class {}, [class Inner {}]);
named.extra = 1;
console.log(named);
const acc = { get a() { return 1; }, set b(v) {}, get c() { return 1; }, set c(v) {} };
console.log(acc);
const np = Object.create(null);
console.log(np);
np.k = "v";
console.log(np, [np]);
console.log(Math.max, console.log, Object);
const withSym = { [Symbol.iterator]: 1, [Symbol("x")]: { y: 2 } };
console.log(withSym);
