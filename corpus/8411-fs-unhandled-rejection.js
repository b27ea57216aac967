// fs: a rejected fs/promises call nobody handles reaches
// 'unhandledRejection' with the fs error (its keys and message) after the
// microtasks and ticks of the turn it settled in.
// @exit: 3
import fsp from "node:fs/promises";
import fs from "node:fs";
import path from "node:path";
import os from "node:os";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "scr-"));
process.chdir(tmp);
process.on("unhandledRejection", (err, p) => {
  console.log("unhandledRejection", p instanceof Promise, err instanceof Error, err.message);
  console.log(Object.keys(err), err.errno, err.code, err.syscall, err.path);
  process.chdir(os.tmpdir());
  fs.rmSync(tmp, { recursive: true });
  process.exitCode = 3;
});
fsp.readdir("missing-dir").then(() => console.log("not reached"));
console.log("started");
