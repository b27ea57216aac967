// fs: the callback forms, each started from the previous one's callback:
// the arguments each callback gets (err alone for a void operation).
import fs from "node:fs";
import path from "node:path";
import os from "node:os";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "scr-"));
const f = path.join(tmp, "a.txt");
const steps = [
  (next) => fs.writeFile(f, "one\n", function (...a) { console.log("writeFile", a); next(); }),
  (next) => fs.appendFile(f, "two\n", "utf8", (...a) => { console.log("appendFile", a); next(); }),
  (next) => fs.readFile(f, "utf8", (err, s) => { console.log("readFile", err, JSON.stringify(s)); next(); }),
  (next) => fs.readFile(f, (err, b) => { console.log("readFile buffer", Buffer.isBuffer(b), b.length); next(); }),
  (next) => fs.stat(f, (err, st) => { console.log("stat", err, st.isFile(), st.size); next(); }),
  (next) => fs.lstat(tmp, (err, st) => { console.log("lstat", st.isDirectory()); next(); }),
  (next) => fs.mkdir(path.join(tmp, "d/e"), { recursive: true }, (...a) => {
    console.log("mkdir -p", a.length, a[0], path.relative(tmp, a[1])); next();
  }),
  (next) => fs.mkdir(path.join(tmp, "m"), (...a) => { console.log("mkdir", a); next(); }),
  (next) => fs.readdir(tmp, (err, names) => { console.log("readdir", err, names); next(); }),
  (next) => fs.readdir(tmp, { withFileTypes: true }, (err, ents) => {
    console.log("readdir types", ents.map((d) => `${d.name}:${d.isDirectory() ? "dir" : "file"}`)); next();
  }),
  (next) => fs.rename(f, path.join(tmp, "b.txt"), (...a) => { console.log("rename", a); next(); }),
  (next) => fs.copyFile(path.join(tmp, "b.txt"), path.join(tmp, "c.txt"), (...a) => { console.log("copyFile", a); next(); }),
  (next) => fs.access(path.join(tmp, "c.txt"), fs.constants.R_OK, (...a) => { console.log("access", a); next(); }),
  (next) => fs.exists(path.join(tmp, "c.txt"), (...a) => { console.log("exists", a); next(); }),
  (next) => fs.exists(path.join(tmp, "nope"), (...a) => { console.log("exists missing", a); next(); }),
  (next) => fs.truncate(path.join(tmp, "c.txt"), 3, (...a) => { console.log("truncate", a); next(); }),
  (next) => fs.readFile(path.join(tmp, "c.txt"), "utf8", (err, s) => { console.log("after truncate", JSON.stringify(s)); next(); }),
  (next) => fs.unlink(path.join(tmp, "c.txt"), (...a) => { console.log("unlink", a); next(); }),
  (next) => fs.rmdir(path.join(tmp, "m"), (...a) => { console.log("rmdir", a); next(); }),
  (next) => fs.rm(tmp, { recursive: true }, (...a) => { console.log("rm", a); next(); }),
  (next) => fs.exists(tmp, (e) => { console.log("gone", !e); next(); }),
];
let i = 0;
const next = () => { if (i < steps.length) steps[i++](next); else console.log("done"); };
next();
console.log("started");
