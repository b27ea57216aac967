// Checks super property access in methods, object literals with __proto__-less setPrototypeOf, and static super.
class Base {
  greet() { return "base greet"; }
  get prop() { return "base prop via " + this.tag; }
  static create() { return "Base.create"; }
}
class Derived extends Base {
  tag = "derived";
  greet() { return "derived + " + super.greet(); }
  get prop() { return "derived(" + super.prop + ")"; }
  static create() { return "Derived.create -> " + super.create(); }
  missing() { return super.nothing; }
}
const d = new Derived();
console.log(d.greet(), d.prop, Derived.create(), d.missing());
const proto = { hello() { return "proto hello from " + this.name; } };
const obj = {
  name: "obj",
  hello() { return "obj hello; " + super.hello(); },
};
Object.setPrototypeOf(obj, proto);
console.log(obj.hello());
const arrowSuper = {
  __proto__: proto,
  name: "arrow",
  viaArrow() { return [1].map(() => super.hello())[0]; },
};
console.log(arrowSuper.viaArrow());
