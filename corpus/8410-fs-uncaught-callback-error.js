// fs: an error a callback rethrows is uncaught: Node's report (the throw's
// source line, the error without stack frames and its errno, code,
// syscall and path) and exit status 1. The path is relative: no machine
// path is printed.
// @exit: 1
import fs from "node:fs";
import path from "node:path";
import os from "node:os";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "scr-"));
process.chdir(tmp);
fs.rmdirSync(tmp);
process.on("exit", (code) => console.log("exit", code));
fs.readFile("missing.txt", "utf8", (err, data) => {
  console.log("callback", err.code, data);
  throw err;
});
