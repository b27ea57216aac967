// fs: errors reach the callback (as its only argument) and reject the
// promise forms; argument errors throw from the callback forms and reject
// from the promise forms; a missing callback throws ERR_INVALID_ARG_TYPE.
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import os from "node:os";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "scr-"));
process.chdir(tmp);
fs.writeFileSync("file", "x");
fs.mkdirSync("dir");

const fmt = (e) => `${e.name}: ${e.message} ` + Object.keys(e).map((k) => `${k}=${JSON.stringify(e[k])}`).join(" ");
function viaCallback(label, start) {
  return new Promise((resolve) => {
    try {
      start((...args) => {
        console.log(label, args.length, args[0] ? fmt(args[0]) : args);
        resolve();
      });
    } catch (e) {
      console.log(label, "threw", fmt(e));
      resolve();
    }
  });
}
async function viaPromise(label, start) {
  let p;
  try {
    p = start();
  } catch (e) {
    console.log(label, "threw (unexpected)", fmt(e));
    return;
  }
  console.log(label, p instanceof Promise);
  try {
    console.log(label, "resolved", await p);
  } catch (e) {
    console.log(label, "rejected", fmt(e));
  }
}

await viaCallback("readFile", (c) => fs.readFile("missing", c));
await viaCallback("readFile dir", (c) => fs.readFile("dir", "utf8", c));
await viaCallback("open", (c) => fs.open("file/x", "r", c));
await viaCallback("mkdir", (c) => fs.mkdir("dir", c));
await viaCallback("mkdir -p", (c) => fs.mkdir("file/a", { recursive: true }, c));
await viaCallback("rename", (c) => fs.rename("missing", "x", c));
await viaCallback("copyFile", (c) => fs.copyFile("file", "file", fs.constants.COPYFILE_EXCL, c));
await viaCallback("rm dir", (c) => fs.rm("dir", c));
await viaCallback("rm missing", (c) => fs.rm("missing", c));
await viaCallback("close", (c) => fs.close(1000, c));
await viaCallback("stat", (c) => fs.stat("missing", c));
await viaCallback("readdir", (c) => fs.readdir("file", c));
await viaCallback("realpath", (c) => fs.realpath.native("missing", c));
await viaCallback("writeFile", (c) => fs.writeFile("dir", "data", c));
await viaCallback("path type", (c) => fs.stat(42, c));
await viaCallback("encoding", (c) => fs.readFile("file", "nope", c));
await viaCallback("data type", (c) => fs.writeFile("file", 42, c));
for (const [label, f] of [
  ["no callback readFile", () => fs.readFile("file")],
  ["no callback readFile options", () => fs.readFile("file", "utf8")],
  ["no callback stat", () => fs.stat("file")],
  ["no callback writeFile", () => fs.writeFile("file", "data")],
  ["no callback mkdir", () => fs.mkdir("q", { recursive: true })],
]) {
  try {
    f();
  } catch (e) {
    console.log(label, fmt(e));
  }
}

await viaPromise("p readFile", () => fsp.readFile("missing"));
await viaPromise("p readFile dir", () => fsp.readFile("dir"));
await viaPromise("p mkdir", () => fsp.mkdir("dir"));
await viaPromise("p rmdir", () => fsp.rmdir("file"));
await viaPromise("p unlink", () => fsp.unlink("dir"));
await viaPromise("p symlink", () => fsp.symlink("file", "dir"));
await viaPromise("p rm", () => fsp.rm("dir"));
await viaPromise("p access", () => fsp.access("file", fs.constants.X_OK));
await viaPromise("p path type", () => fsp.readFile({}));
await viaPromise("p encoding", () => fsp.readFile("file", { encoding: "bad" }));
await viaPromise("p flags", () => fsp.open("file", "bad"));

process.chdir(os.tmpdir());
fs.rmSync(tmp, { recursive: true });
console.log(fs.existsSync(tmp));
