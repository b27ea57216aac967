// @exit: 3
// exitCode honoured at the end; beforeExit runs when the loop is empty and
// may schedule more work; 'exit' gets the code.
let rounds = 0;
process.on("beforeExit", (code) => {
  console.log("beforeExit", code, rounds);
  if (rounds++ < 2) setTimeout(() => console.log("more work", rounds), 1);
  else process.exitCode = 3;
});
process.on("exit", (code) => console.log("exit", code, process.exitCode));
process.exitCode = 2;
console.log("main done");
