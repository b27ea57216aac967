// An async function that throws with nobody listening.
// @exit: 1
async function main() { await null; throw new TypeError("async failure"); }
main();
console.log("sync end");
