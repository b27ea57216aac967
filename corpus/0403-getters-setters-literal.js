// Checks getters and setters in object literals, including get-only and set-only accessors.
const temp = {
  _c: 20,
  get f() { return this._c * 9 / 5 + 32; },
  set f(v) { this._c = (v - 32) * 5 / 9; },
  get readOnly() { return "ro"; },
  set writeOnly(v) { this.written = v; },
};
console.log(temp.f);
temp.f = 212;
console.log(temp._c, temp.f);
try {
  temp.readOnly = "ignored?";
} catch (e) {
  console.log(e.name, e.message);
}
console.log(temp.readOnly);
temp.writeOnly = "w";
console.log(temp.writeOnly, temp.written);
console.log(temp);
const counter = { n: 0, get next() { return ++this.n; } };
console.log(counter.next, counter.next, counter.n);
