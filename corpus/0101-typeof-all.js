// Checks typeof for every kind of value.
class C {}
const values = [undefined, null, true, 0, -0, NaN, "", "s", Symbol("q"), {}, [], function () {}, () => 1, C, new C(), Object.create(null), Math, JSON, globalThis];
for (const v of values) {
  console.log(typeof v);
}
console.log(typeof typeof 1);
console.log(typeof Symbol.iterator, typeof String, typeof String(1), typeof Number("2"));
