// fs: an uncaught error from a callback while multi-step requests (a
// readFile of several megabytes, a recursive rm, a mkdir -p) are half
// done: they stop without calling back and leak nothing.
// @exit: 1
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import os from "node:os";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "scr-"));
const big = path.join(tmp, "big.bin");
fs.writeFileSync(big, new Uint8Array(6 << 20).fill(1));
const keep = fs.mkdtempSync(path.join(os.tmpdir(), "scr-"));
for (let i = 0; i < 50; i++) fs.writeFileSync(path.join(keep, `f${i}`), "x");
process.on("exit", (code) => {
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.rmSync(keep, { recursive: true, force: true });
  console.log("exit", code, fs.existsSync(tmp), fs.existsSync(keep));
});
fs.stat(big, (err, st) => {
  console.log("stat", err, st.size);
  fs.readFile(big, () => console.log("readFile callback ran"));
  fsp.writeFile(path.join(tmp, "copy.bin"), new Uint8Array(6 << 20)).then(() => console.log("write settled"));
  fs.rm(keep, { recursive: true }, () => console.log("rm callback ran"));
  fs.mkdir(path.join(tmp, "a/b/c/d"), { recursive: true }, () => console.log("mkdir callback ran"));
  process.nextTick(() => {
    throw new TypeError("thrown from a tick");
  });
});
