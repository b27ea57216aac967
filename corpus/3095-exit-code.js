// process.exitCode sets the status.
// @exit: 3
process.exitCode = 3;
process.on("exit", (c) => console.log("exit with", c));
