// The 'exit' event runs with the code after the loop empties.
process.on("exit", (code) => console.log("exit", code));
setTimeout(() => console.log("timer"), 1);
console.log("main");
