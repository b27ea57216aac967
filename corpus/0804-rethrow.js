// Checks rethrowing from catch, throwing a new error from catch and from finally.
function level1() {
  try {
    throw new TypeError("original");
  } catch (e) {
    console.log("level1 saw", e.name);
    throw e;
  }
}
try {
  level1();
} catch (e) {
  console.log("outer saw", e.name, e.message);
}
try {
  try {
    throw new Error("first");
  } catch (e) {
    throw new RangeError("from catch, was " + e.message);
  }
} catch (e) {
  console.log(e.name, e.message);
}
try {
  try {
    throw new Error("from try");
  } finally {
    throw new Error("from finally");
  }
} catch (e) {
  console.log(e.message);
}
const original = new Error("same object");
try {
  try { throw original; } catch (e) { throw e; }
} catch (e) {
  console.log(e === original);
}
