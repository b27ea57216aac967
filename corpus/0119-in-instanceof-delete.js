// Checks the in, instanceof and delete operators.
const o = { a: 1, b: undefined };
console.log("a" in o, "b" in o, "c" in o, "toString" in o);
const arr = [1, , 3];
console.log(0 in arr, 1 in arr, 2 in arr, "length" in arr);
class A {}
class B extends A {}
const b = new B();
console.log(b instanceof B, b instanceof A, b instanceof Object, [] instanceof Array, [] instanceof Object);
console.log(Object.create(null) instanceof Object, (() => 1) instanceof Function);
console.log(delete o.a, "a" in o, delete o.zzz, o);
console.log(delete arr[0], arr, arr.length);
try {
  "x" in "string";
} catch (e) {
  console.log(e.name, e.message);
}
try {
  ({}) instanceof 5;
} catch (e) {
  console.log(e.name, e.message);
}
