// Checks public instance fields: initialisation order, this in initialisers, and computed field names.
let counter = 0;
const key = "computed";
class Widget {
  id = ++counter;
  label = `widget-${this.id}`;
  [key] = "yes";
  noInit;
  arrow = () => this.label;
  constructor(extra) {
    console.log("in constructor, label is", this.label);
    this.extra = extra;
  }
}
const w1 = new Widget("e1");
const w2 = new Widget("e2");
console.log(w1, w2.arrow(), Object.keys(w2));
const detached = w1.arrow;
console.log(detached());
class WithDefault {
  value = 1;
  constructor(value) {
    if (value !== undefined) this.value = value;
  }
}
console.log(new WithDefault(), new WithDefault(5));
