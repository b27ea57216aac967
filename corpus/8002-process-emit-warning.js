// process.emitWarning: printed on the next tick as "(node:PID) ..." (the
// runner normalises the pid), with type, code and detail, given to the
// 'warning' listeners; bad arguments throw.
process.on("warning", (w) => console.log("listener:", w.name, w.message, w.code, w instanceof Error));
process.emitWarning("plain message");
process.emitWarning("typed", "CustomWarning");
process.emitWarning("with code", "CustomWarning", "SCR001");
process.emitWarning("opts", { type: "DeprecationWarning", code: "DEP0999", detail: "more detail here" });
const e = new Error("from an error");
e.name = "MyWarning";
process.emitWarning(e);
try {
  process.emitWarning(1);
} catch (err) {
  console.log(err.code, err.message);
}
try {
  process.emitWarning("x", 5);
} catch (err) {
  console.log(err.code, err.message);
}
console.log("sync end");
