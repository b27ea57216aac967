// Checks accessors inherited through classes and overridden getters calling super getters and setters.
class Base {
  #v = 1;
  get v() { return this.#v; }
  set v(x) { this.#v = x; }
}
class Doubled extends Base {
  get v() { return super.v * 2; }
  set v(x) { super.v = x + 1; }
}
const d = new Doubled();
console.log(d.v);
d.v = 10;
console.log(d.v);
class OnlyGetter extends Base {
  get v() { return "override"; }
}
const o = new OnlyGetter();
try {
  o.v = 5;
} catch (e) {
  console.log(e.name, e.message);
}
console.log(o.v);
