// try/catch around an await of a rejected promise.
async function f() {
  try {
    await Promise.reject(new Error("rejected"));
  } catch (e) {
    console.log("caught", e.message);
    return "handled";
  } finally {
    console.log("finally");
  }
}
f().then(v => console.log(v));
