// process.exit inside an async function.
// @exit: 2
async function main() { await null; console.log("exiting"); process.exit(2); }
main();
