// process.exit stops everything at once.
// @exit: 4
process.on("exit", (c) => console.log("exit listener", c));
setTimeout(() => console.log("never"), 1);
Promise.resolve().then(() => { console.log("micro"); process.exit(4); });
console.log("main");
