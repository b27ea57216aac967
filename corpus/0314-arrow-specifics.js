// Checks arrow functions: lexical this/arguments, not constructible, no prototype, concise bodies.
const arrow = () => {};
console.log(arrow.prototype, typeof arrow);
try {
  new arrow();
} catch (e) {
  console.log(e.name, e.message);
}
function Outer() {
  this.value = 42;
  const get = () => this.value;
  return { get };
}
console.log(new Outer().get());
const obj = { v: 1, f: () => typeof this };
console.log(obj.f());
const objLiteral = () => ({ a: 1 });
const block = () => { a: 1; };
console.log(objLiteral(), block());
const chained = (a) => (b) => (c) => [a, b, c];
console.log(chained(1)(2)(3));
