// Checks that an uncaught error still runs enclosing finally blocks before the report.
// @exit: 1
function work() {
  try {
    console.log("working");
    throw new RangeError("out of range: 7");
  } finally {
    console.log("cleanup runs first");
  }
}
work();
