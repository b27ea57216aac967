// fs: the program ends (an uncaught error) while fs requests are still in
// flight in each form: none of their callbacks run, nothing leaks, and
// 'exit' still runs (and removes the temporary directory).
// @exit: 1
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import os from "node:os";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "scr-"));
const big = path.join(tmp, "big.bin");
fs.writeFileSync(big, new Uint8Array(4 << 20).fill(7));
process.on("exit", (code) => {
  fs.rmSync(tmp, { recursive: true, force: true });
  console.log("exit", code, fs.existsSync(tmp));
});
for (let i = 0; i < 8; i++) fs.readFile(big, () => console.log("readFile callback ran"));
fsp.readFile(big).then(() => console.log("promise settled"));
fsp.open(big).then(() => console.log("open settled"));
const fd = fs.openSync(big, "r");
fs.read(fd, new Uint8Array(1 << 20), 0, 1 << 20, 0, () => console.log("read callback ran"));
fs.stat(tmp, () => console.log("stat callback ran"));
console.log("requests started");
throw new Error("boom with requests in flight");
