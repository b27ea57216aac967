// process.stdout.write returns true and calls its callback afterwards;
// isTTY is a boolean or undefined.
const r = process.stdout.write("first\n", () => console.log("callback 1"));
console.log("returned", r);
process.stdout.write("second\n", "utf8", () => console.log("callback 2"));
process.stderr.write("to stderr\n");
console.log(["boolean", "undefined"].includes(typeof process.stdout.isTTY));
