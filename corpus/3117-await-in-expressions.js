// await inside expressions, arguments and templates.
const v = x => Promise.resolve(x);
async function f() {
  const s = `${await v("a")}-${await v("b")}`;
  const n = (await v(2)) * (await v(3)) + Math.max(await v(1), await v(4));
  const arr = [await v(1), ...(await v([2, 3]))];
  const o = { k: await v("val") };
  return [s, n, arr, o];
}
f().then(r => console.log(r));
