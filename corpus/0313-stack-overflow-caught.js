// Checks that unbounded recursion throws a catchable RangeError and execution continues.
function down(n) {
  return down(n + 1) + 1;
}
try {
  down(0);
} catch (e) {
  console.log(e instanceof RangeError, e.name, e.message);
}
const arrow = (n) => arrow(n + 1);
try {
  arrow(0);
} catch (e) {
  console.log(String(e));
}
function ok(n) { return n === 0 ? 0 : 1 + ok(n - 1); }
console.log("still works", ok(1000));
