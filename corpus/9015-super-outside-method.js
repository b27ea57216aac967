// Rejects super property access inside a plain function.
// @error: 4:10: 'super' keyword unexpected here
function f() {
  return super.toString();
}
f();
