// Checks an uncaught thrown string: Node prints the value itself with the trace-uncaught hint, exit 1.
// @exit: 1
console.log("step 1");
console.log("step 2");
throw "a plain string was thrown";
