// await of plain values and undefined.
async function f() {
  const a = await 1;
  const b = await "s";
  const c = await undefined;
  const d = await { x: 1 };
  console.log(a, b, c, d);
}
f();
