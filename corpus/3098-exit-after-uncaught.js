// 'exit' listeners run with code 1 after an uncaught error.
// @exit: 1
process.on("exit", (c) => console.log("exit", c));
setTimeout(() => { throw new Error("fatal"); }, 1);
