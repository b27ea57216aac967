// 'beforeExit' may schedule more work; it fires again when the loop empties.
let n = 0;
process.on("beforeExit", (code) => {
  console.log("beforeExit", code, n);
  if (n++ < 2) setTimeout(() => console.log("more work", n), 1);
});
process.on("exit", (c) => console.log("exit", c));
