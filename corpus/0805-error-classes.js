// Checks the built-in error constructors: name, message, instanceof, String() and calling without new.
const ctors = [Error, TypeError, RangeError, ReferenceError, SyntaxError, EvalError, URIError];
for (const C of ctors) {
  const e = new C("msg of " + C.name);
  console.log(e.name, "|", e.message, "|", String(e), "|", e instanceof Error, e instanceof C, e.constructor === C);
}
const noNew = TypeError("called without new");
console.log(noNew instanceof TypeError, noNew.message);
const empty = new Error();
console.log(JSON.stringify(empty.message), String(empty), Object.keys(empty));
const numeric = new Error(42);
console.log(typeof numeric.message, numeric.message);
const undefMsg = new Error(undefined);
console.log("message" in undefMsg, undefMsg.hasOwnProperty("message"));
console.log(Object.prototype.toString.call(new RangeError("r")), typeof new Error("x").stack);
console.log(new Error("x").stack.split("\n")[0]);
