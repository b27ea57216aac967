// Checks ReferenceError for undeclared identifiers and typeof on undeclared names.
console.log(typeof missing);
try {
  missing;
} catch (e) {
  console.log(e.name, e.message);
}
try {
  missing.prop;
} catch (e) {
  console.log(e.message);
}
try {
  missingFn();
} catch (e) {
  console.log(e.message);
}
function f() {
  return alsoMissing + 1;
}
try {
  f();
} catch (e) {
  console.log(String(e));
}
