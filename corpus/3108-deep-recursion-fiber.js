// Deep recursion inside an async function throws a catchable RangeError.
function down(n) { return n === 0 ? 0 : 1 + down(n - 1); }
async function f() {
  await null;
  try { down(1e7); } catch (e) { console.log("caught", e.name, e.message); }
  return down(100);
}
f().then(v => console.log("ok", v));
