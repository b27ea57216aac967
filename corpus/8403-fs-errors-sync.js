// fs: Node's errors from the Sync forms: libuv's (errno, code, syscall,
// path, dest) for a missing file, a directory, a file in the way, an
// existing target, a closed descriptor; and the argument errors.
import fs from "node:fs";
import path from "node:path";
import os from "node:os";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "scr-"));
process.chdir(tmp);
fs.writeFileSync("file", "x");
fs.mkdirSync("dir");

function show(label, f) {
  try {
    console.log(label, "returned", f());
  } catch (e) {
    const extra = Object.keys(e).map((k) => `${k}=${JSON.stringify(e[k])}`).join(" ");
    console.log(label, `${e.name}: ${e.message}`, extra);
  }
}
show("readFile missing", () => fs.readFileSync("missing"));
show("readFile dir", () => fs.readFileSync("dir"));
show("open in file", () => fs.openSync("file/x", "r"));
show("mkdir exists", () => fs.mkdirSync("dir"));
show("mkdir -p file", () => fs.mkdirSync("file", { recursive: true }));
show("mkdir -p through file", () => fs.mkdirSync("file/a/b", { recursive: true }));
show("mkdir no parent", () => fs.mkdirSync("nope/a"));
show("rename", () => fs.renameSync("missing", "other"));
show("copyFile excl", () => fs.copyFileSync("file", "file", fs.constants.COPYFILE_EXCL));
show("copyFile missing", () => fs.copyFileSync("missing", "x"));
show("symlink exists", () => fs.symlinkSync("file", "dir"));
show("link missing", () => fs.linkSync("missing", "l"));
show("readlink not link", () => fs.readlinkSync("file"));
show("realpath.native", () => fs.realpathSync.native("missing/x"));
show("unlink dir", () => fs.unlinkSync("dir"));
show("rmdir file", () => fs.rmdirSync("file"));
show("rmdir missing", () => fs.rmdirSync("missing"));
show("rm missing", () => fs.rmSync("missing"));
show("rm force", () => fs.rmSync("missing", { force: true }));
show("rm dir", () => fs.rmSync("dir"));
show("access", () => fs.accessSync("missing"));
show("stat", () => fs.statSync("missing"));
show("lstat", () => fs.lstatSync("missing"));
show("chmod", () => fs.chmodSync("missing", 0o644));
show("utimes", () => fs.utimesSync("missing", 1, 2));
show("truncate", () => fs.truncateSync("missing"));
show("readdir file", () => fs.readdirSync("file"));
show("mkdtemp", () => fs.mkdtempSync("nope/x-"));
show("open excl", () => fs.openSync("file", "wx"));
const fd = fs.openSync("file", "r");
fs.closeSync(fd);
show("close closed", () => fs.closeSync(fd));
show("fstat closed", () => fs.fstatSync(fd));
show("read closed", () => fs.readSync(fd, Buffer.alloc(1), 0, 1, 0));
show("write closed", () => fs.writeSync(fd, "x"));
show("readFile fd closed", () => fs.readFileSync(fd));
show("write read-only", () => {
  const r = fs.openSync("file", "r");
  try { return fs.writeSync(r, "x"); } finally { fs.closeSync(r); }
});

show("path type", () => fs.readFileSync(42));
show("path object", () => fs.statSync({}));
show("path null byte", () => fs.statSync("a\0b"));
show("encoding", () => fs.readFileSync("file", "utf9"));
show("encoding option", () => fs.readFileSync("file", { encoding: "nope" }));
show("options type", () => fs.readFileSync("file", 42));
show("flags", () => fs.openSync("file", "rw"));
show("mode", () => fs.openSync("file", "r", "9"));
show("fd type", () => fs.closeSync("3"));
show("fd range", () => fs.closeSync(-1));
show("fd integer", () => fs.fstatSync(1.5));
show("data type", () => fs.writeFileSync("file", 42));
show("data object", () => fs.writeFileSync("file", { a: 1 }));
show("buffer type", () => fs.readSync(0, "str", 0, 1, 0));
show("read length", () => fs.readSync(0, Buffer.alloc(4), 0, 8, 0));
show("read offset", () => fs.readSync(0, Buffer.alloc(4), -1, 1, 0));
show("write length", () => fs.writeSync(1, Buffer.alloc(4), 0, 8));
show("mkdir recursive type", () => fs.mkdirSync("q", { recursive: "yes" }));
show("utimes type", () => fs.utimesSync("file", "soon", 1));
show("existsSync bad", () => fs.existsSync({}));

process.chdir(os.tmpdir());
fs.rmSync(tmp, { recursive: true });
console.log(fs.existsSync(tmp));
