// Checks private accessors (get #x / set #x), private static methods and private names per class.
class Temperature {
  #celsius = 0;
  get #fahrenheit() { return this.#celsius * 9 / 5 + 32; }
  set #fahrenheit(f) { this.#celsius = (f - 32) * 5 / 9; }
  static #validate(v) {
    if (typeof v !== "number") throw new TypeError("not a number: " + v);
    return v;
  }
  setF(f) { this.#fahrenheit = Temperature.#validate(f); return this; }
  describe() { return `${this.#celsius.toFixed(1)}C = ${this.#fahrenheit}F`; }
}
const t = new Temperature().setF(212);
console.log(t.describe());
console.log(t.setF(-40).describe());
try {
  t.setF("hot");
} catch (e) {
  console.log(e.message);
}
class A { #x = "A's"; static read(o) { return o.#x; } }
class B { #x = "B's"; static read(o) { return o.#x; } }
console.log(A.read(new A()), B.read(new B()));
try {
  A.read(new B());
} catch (e) {
  console.log(e.name, e.message);
}
