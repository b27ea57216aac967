// Checks Symbol: uniqueness, description, toString, use as property keys and conversion errors.
const a = Symbol("id");
const b = Symbol("id");
const c = Symbol();
console.log(a === b, a.toString(), b.description, c.description, c.toString(), String(a));
console.log(typeof a, typeof Symbol.iterator, Symbol.iterator.toString(), Symbol.iterator.description);
const obj = { [a]: "first", [b]: "second", plain: 1 };
console.log(obj[a], obj[b], Object.keys(obj), obj);
console.log(Boolean(a), !a, [a].length, [a, b]);
for (const bad of [() => a + "", () => +a, () => `${a}`, () => a * 2]) {
  try {
    bad();
  } catch (e) {
    console.log(e.name, e.message);
  }
}
try {
  new Symbol("x");
} catch (e) {
  console.log(e.name, e.message);
}
