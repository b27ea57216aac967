// Checks the temporal dead zone: reading a let binding before its declaration throws ReferenceError.
try {
  console.log(x);
} catch (e) {
  console.log(e.name, e.message, e instanceof ReferenceError);
}
let x = 1;
console.log(x);
function readLater() {
  return y;
}
try {
  readLater();
} catch (e) {
  console.log(e.name + ": " + e.message);
}
const y = 2;
console.log(readLater());
try {
  typeof z;
  let z = 3;
} catch (e) {
  console.log("typeof in TDZ:", e.message);
}
console.log(typeof notDeclaredAnywhere);
