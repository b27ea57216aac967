// Checks new.target in plain functions: undefined for calls, the constructor for new.
function Thing() {
  if (!new.target) return "called without new";
  this.made = new.target === Thing;
}
console.log(Thing(), new Thing());
function Guard() {
  if (new.target === undefined) throw new TypeError("use new");
  this.ok = true;
}
try {
  Guard();
} catch (e) {
  console.log(e.message);
}
console.log(new Guard());
