// Checks the Error cause option and custom properties on errors.
const root = new Error("root cause");
const wrapped = new Error("wrapper", { cause: root });
console.log(wrapped.message, wrapped.cause === root, wrapped.cause.message);
const noCause = new Error("none", {});
console.log("cause" in noCause, noCause.cause);
const primCause = new TypeError("t", { cause: 0 });
console.log(primCause.cause, primCause.hasOwnProperty("cause"));
const e = new RangeError("with extras");
e.code = "E_RANGE";
e.details = { min: 0, max: 9 };
console.log(e.code, e.details, Object.keys(e));
function wrap(fn) {
  try {
    return fn();
  } catch (err) {
    throw new Error(`wrap(${fn.name}) failed`, { cause: err });
  }
}
try {
  wrap(function explode() { null.x; });
} catch (err) {
  console.log(err.message, "<-", err.cause.name, err.cause.message);
}
