// finally blocks with await inside async functions.
async function f() {
  try { await null; return "try"; } finally { await null; console.log("finally after await"); }
}
f().then(v => console.log(v));
