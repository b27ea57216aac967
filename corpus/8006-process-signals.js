// process.on('SIGxxx') with process.kill(process.pid, signal): listeners
// get (name, number) with `this` === process; a timer keeps the program
// alive until the signal arrives. process.kill's errors are Node's.
const keep = setTimeout(() => console.log("timed out"), 5000);
let left = 2;
process.on("SIGUSR2", function (name, num) {
  console.log("SIGUSR2 listener", name, num, this === process);
  if (--left === 0) clearTimeout(keep);
});
process.once("SIGHUP", (name, num) => {
  console.log("SIGHUP once", name, num);
  if (--left === 0) clearTimeout(keep);
});
console.log(process.kill(process.pid, "SIGUSR2"));
console.log(process.kill(process.pid, 1));
console.log(process.kill(process.pid, 0));
for (const [pid, sig] of [[process.pid, "SIGFOO"], ["x"], [1.5], [process.pid, {}]]) {
  try {
    process.kill(pid, sig);
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
}
try {
  process.kill(2147483646, 0);
} catch (e) {
  console.log(e.name, e.code, e.errno, e.syscall, e.message);
}
console.log("sync end");
