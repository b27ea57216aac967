// Checks exceptions unwinding through several function frames with finally blocks at each level.
const log = [];
function c() {
  try {
    log.push("c");
    throw new Error("from c");
  } finally {
    log.push("c finally");
  }
}
function b() {
  try {
    c();
    log.push("b after c (skipped)");
  } finally {
    log.push("b finally");
  }
}
function a() {
  try {
    b();
  } catch (e) {
    log.push("a caught: " + e.message);
    return "a recovered";
  } finally {
    log.push("a finally");
  }
}
console.log(a());
console.log(log);
