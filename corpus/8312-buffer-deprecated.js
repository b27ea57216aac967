// Buffer(x) and new Buffer(x) still work, and the first use prints Node's
// DEP0005 warning to stderr, once.
process.on("warning", (w) => console.log("warning event:", w.name, w.code));
console.log(Buffer(3), new Buffer("abc"), Buffer([1, 2]), new Buffer("6869", "hex"));
console.log(Buffer(new ArrayBuffer(4), 1, 2).length, new Buffer(Buffer.from("copy")).toString());
try {
  Buffer(-1);
} catch (e) {
  console.log(e.name, e.code, e.message);
}
try {
  new Buffer(5, "utf8");
} catch (e) {
  console.log(e.name, e.code, e.message);
}
try {
  Buffer({});
} catch (e) {
  console.log(e.name, e.code, e.message);
}
console.log(Buffer(2) instanceof Buffer, Object.getPrototypeOf(new Buffer(1)) === Buffer.prototype);
