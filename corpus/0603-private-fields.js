// Checks private fields and methods (#x, #m()), the in check for private names, and brand errors.
class Counter {
  #count = 0;
  static #instances = 0;
  constructor() {
    Counter.#instances++;
  }
  #bump(by) {
    this.#count += by;
    return this;
  }
  inc() { return this.#bump(1); }
  add(n) { return this.#bump(n); }
  get value() { return this.#count; }
  static get instances() { return Counter.#instances; }
  static isCounter(o) { return #count in o; }
  peek(other) { return other.#count; }
}
const c = new Counter().inc().inc().add(10);
const d = new Counter();
console.log(c.value, d.value, Counter.instances);
console.log(c, Object.keys(c), JSON.stringify(c));
console.log(Counter.isCounter(c), Counter.isCounter({}));
console.log(c.peek(d));
try {
  c.peek({});
} catch (e) {
  console.log(e.name, e.message);
}
