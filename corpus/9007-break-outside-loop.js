// Rejects break outside of a loop or switch.
// @error: 5:5: Illegal break statement
function f() {
  if (true) {
    break;
  }
}
f();
