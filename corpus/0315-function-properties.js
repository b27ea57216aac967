// Checks that functions are objects: custom properties, prototype objects and constructor functions.
function F(x) {
  this.x = x;
}
F.staticCount = 0;
F.prototype.double = function () { return this.x * 2; };
const f1 = new F(3);
F.staticCount++;
console.log(f1.double(), F.staticCount, f1 instanceof F, f1.constructor === F);
console.log(Object.keys(F), typeof F.prototype, F.prototype.constructor === F);
console.log(f1);
function NoNew() {
  return this;
}
console.log(NoNew());
function ReturnsObject() {
  this.ignored = true;
  return { replaced: true };
}
function ReturnsPrimitive() {
  this.kept = true;
  return 5;
}
console.log(new ReturnsObject(), new ReturnsPrimitive());
