// fs: the `bigint` option of stat, lstat and fstat (each form, and
// FileHandle.stat): a BigIntStats with BigInt fields, whole milliseconds,
// the *Ns fields and Dates.
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import os from "node:os";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "scr-"));
const f = path.join(tmp, "b.txt");
fs.writeFileSync(f, "x".repeat(1234));
fs.utimesSync(f, 1000.123456, 2000.5);
const s = fs.statSync(f, { bigint: true });
console.log(s.constructor.name, Object.keys(s).join(","));
console.log(s.isFile(), s.isDirectory(), s.size, s.atimeMs, s.mtimeMs, s.mtime.toISOString(), s.atime.toISOString());
console.log(typeof s.mode, typeof s.atimeNs, s.mtimeNs / 1000000n === s.mtimeMs, s.nlink);
const plain = fs.statSync(f, { bigint: false });
console.log(plain.constructor.name, typeof plain.size, plain.atimeMs);
const l = await fsp.lstat(f, { bigint: true });
console.log(l.constructor.name, l.size, l.isSymbolicLink());
const fh = await fsp.open(f);
console.log((await fh.stat({ bigint: true })).size, (await fh.stat()).size);
await fh.close();
fs.stat(f, { bigint: true }, (e, st) => {
  console.log("callback", e, st.size);
  const fd = fs.openSync(f);
  console.log(fs.fstatSync(fd, { bigint: true }).blocks >= 0n);
  fs.closeSync(fd);
  fs.rmSync(tmp, { recursive: true });
});
