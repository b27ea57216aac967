// fs: the Sync forms in a temporary directory of their own: write, read
// (Buffer and string), append, stat, mkdir -p, readdir, rename, copyFile,
// unlink, rmdir, rm -r; paths are printed relative to the directory.
import fs from "node:fs";
import path from "node:path";
import os from "node:os";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "scr-"));
const rel = (p) => path.relative(tmp, p);
console.log(path.basename(tmp).startsWith("scr-"), path.basename(tmp).length);
const f = path.join(tmp, "a.txt");

console.log(fs.writeFileSync(f, "hello\n"));
console.log(JSON.stringify(fs.readFileSync(f, "utf8")));
const b = fs.readFileSync(f);
console.log(Buffer.isBuffer(b), b.length, b[0], b.toString());
fs.appendFileSync(f, "world\n");
fs.appendFileSync(f, new Uint8Array([0x21, 0x0a]));
console.log(JSON.stringify(fs.readFileSync(f, { encoding: "utf8" })));
fs.writeFileSync(f, "é€😀", { encoding: "utf-8" });
console.log(fs.readFileSync(f, "UTF8"), fs.statSync(f).size);
fs.writeFileSync(f, new DataView(new Uint8Array([65, 66, 67]).buffer));
console.log(fs.readFileSync(f, "utf8"));
console.log(fs.readFileSync("/dev/null").length, JSON.stringify(fs.readFileSync("/dev/null", "utf8")));
fs.writeFileSync(f, "");
console.log(fs.readFileSync(f).length, JSON.stringify(fs.readFileSync(f, "utf8")));
fs.writeFileSync(f, "ABC");

const st = fs.statSync(f);
console.log(st.constructor.name, st.isFile(), st.isDirectory(), st.isSymbolicLink(), st.size);
console.log(typeof st.mtimeMs, st.mtime instanceof Date, st.mtime.getTime() === Math.round(st.mtimeMs));
console.log(Object.keys(st).join(","));

console.log(rel(fs.mkdirSync(path.join(tmp, "x/y/z"), { recursive: true })));
console.log(fs.mkdirSync(path.join(tmp, "x/y/z"), { recursive: true }));
console.log(fs.mkdirSync(path.join(tmp, "m")));
console.log(fs.readdirSync(tmp));
for (const d of fs.readdirSync(tmp, { withFileTypes: true }))
  console.log(d.constructor.name, d.name, d.isFile(), d.isDirectory(), rel(d.path) === "");

fs.renameSync(f, path.join(tmp, "b.txt"));
fs.copyFileSync(path.join(tmp, "b.txt"), path.join(tmp, "x/c.txt"));
console.log(fs.readdirSync(tmp), fs.readdirSync(path.join(tmp, "x")));
console.log(fs.readFileSync(path.join(tmp, "x/c.txt"), "utf8"));
fs.unlinkSync(path.join(tmp, "b.txt"));
fs.rmdirSync(path.join(tmp, "m"));
console.log(fs.existsSync(path.join(tmp, "b.txt")), fs.existsSync(path.join(tmp, "x")));
fs.rmSync(path.join(tmp, "x"), { recursive: true });
console.log(fs.readdirSync(tmp));
fs.rmSync(tmp, { recursive: true, force: true });
console.log(fs.existsSync(tmp));
