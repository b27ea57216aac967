// Checks that var declarations are hoisted (value undefined before assignment) and function scoped.
console.log(v, typeof v);
var v = 5;
console.log(v);
function f() {
  console.log("in f before:", w);
  if (false) {
    var w = 1;
  }
  console.log("in f after:", w);
  for (var k = 0; k < 3; k++) {}
  return k;
}
console.log(f());
var v = 6;
console.log(v);
var u;
console.log(u);
