// Checks an uncaught failed assert() in a timer callback: the report names Node's internal throw site and shows the source of the failed expression.
// @exit: 1
import assert from "node:assert";

function check(value) {
  assert(typeof value === "string", undefined);
}
setTimeout(() => {
  console.log("checking");
  check(42);
}, 1);
