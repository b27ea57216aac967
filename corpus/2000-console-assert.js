// console.assert prints to stderr only when the assertion fails.
console.assert(true, "never");
console.assert(1, "never");
console.assert(false);
console.assert(0, "value %d is %s", 0, "falsy");
console.assert("", { a: 1 });
console.assert(null, "a", "b");
console.log("end");
