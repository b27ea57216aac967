// Checks array length semantics: growing by index, truncation, and invalid lengths.
const a = [1, 2, 3];
a[10] = 11;
console.log(a.length, a);
a.length = 1;
console.log(a, a[2]);
a.length = 3;
console.log(a);
try {
  a.length = -1;
} catch (e) {
  console.log(e.name, e.message);
}
try {
  new Array(1.5);
} catch (e) {
  console.log(e.name, e.message);
}
console.log(new Array(3), new Array(3).length, new Array("3"), new Array(1, 2), Array.of(3));
const b = [];
b["2"] = "string index";
b["x"] = "prop";
console.log(b.length, b);
