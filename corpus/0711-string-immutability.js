// Checks strings are immutable primitives: index writes are errors, methods return new strings.
const s = "hello";
try {
  s[0] = "H";
} catch (e) {
  console.log(e.name, e.message);
}
try {
  s.length = 1;
} catch (e) {
  console.log(e.name, e.message);
}
const up = s.toUpperCase();
console.log(s, up, s === "hello");
let built = "";
for (let i = 0; i < 5; i++) built += String.fromCharCode(97 + i);
console.log(built, built.length);
console.log(typeof s, typeof String(s), s.constructor === String);
