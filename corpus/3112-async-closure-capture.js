// Closures created in async bodies see later writes.
async function f() {
  let x = 1;
  const get = () => x;
  await null;
  x = 2;
  await null;
  return get();
}
f().then(v => console.log(v));
