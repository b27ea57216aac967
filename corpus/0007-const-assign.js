// Checks that assigning to a const binding throws TypeError at run time with V8's message.
const c = 1;
try {
  c = 2;
} catch (e) {
  console.log(e.name, "|", e.message);
}
console.log(c);
try {
  for (const i = 0; i < 2; i++) {
    console.log("body", i);
  }
} catch (e) {
  console.log(e.constructor === TypeError, e.message);
}
const o = { a: 1 };
try {
  o = {};
} catch (e) {
  console.log(e.message);
}
let counter = 0;
try {
  counter++;
  c += counter;
} catch (e) {
  console.log("compound:", e.message, counter);
}
