// Checks module-level semantics: top-level this is undefined and code is strict.
console.log(this);
console.log(typeof this);
function f() {
  return this;
}
console.log(f());
const arrow = () => this;
console.log(arrow());
try {
  undeclaredVariable = 1;
} catch (e) {
  console.log(e.name, e.message);
}
const frozen = Object.freeze({ a: 1 });
try {
  frozen.a = 2;
} catch (e) {
  console.log(e.name, e.message);
}
