// Checks calling non-functions throws TypeError with V8's messages naming the callee expression.
const obj = { notFn: 1, nested: { also: "str" } };
const tries = [
  () => obj.notFn(),
  () => obj.nested.also(),
  () => obj.missing(),
  () => undefined(),
  () => (1)(),
  () => obj["notFn"](),
  () => new obj.notFn(),
  () => [1, 2].map(3),
  () => [].reduce((a, b) => a + b),
];
for (const t of tries) {
  try {
    t();
  } catch (e) {
    console.log(e.name + ": " + e.message);
  }
}
