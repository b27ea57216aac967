// setImmediate callbacks run in order; nested ones wait for the next check phase.
setImmediate(() => {
  console.log("imm 1");
  setImmediate(() => console.log("imm 3 (nested)"));
  process.nextTick(() => console.log("tick in imm 1"));
});
setImmediate(() => console.log("imm 2"));
