// Bound functions stored on the object they are bound to.
let s = 0;
for (let i = 0; i < 5000; i++) {
  const o = { v: i, read() { return this.v; } };
  o.bound = o.read.bind(o);
  s += o.bound();
}
console.log(s);
