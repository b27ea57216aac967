// Checks an uncaught thrown number from inside a function after output on both streams.
// @exit: 1
console.log("stdout line");
console.error("stderr line");
function bail(code) {
  throw code;
}
bail(42);
