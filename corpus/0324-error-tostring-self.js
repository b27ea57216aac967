// Error.prototype.toString of an error whose name or message is the error
// itself recurses through ToString until the stack is exhausted: a
// catchable RangeError, as in V8, never a crash (a fuzz_inspect finding).
const e = new Error("x");
e.name = e;
try {
  console.log(String(e));
} catch (x) {
  console.log("caught", x instanceof RangeError, x.message);
}
const f = new TypeError("y");
f.message = f;
try {
  console.log(`${f}`);
} catch (x) {
  console.log("caught", x instanceof RangeError, x.message);
}
console.log("still running");
