// fs: bad arguments give Node's errors, in the order Node checks them
// (the data before the path for writeFile, the descriptor or path before
// the callback for read, write and open), never a crash: missing ones,
// wrong types, out-of-range numbers (with Node's digit grouping, but not
// for descriptors), access's and copyFile's mode rules.
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import os from "node:os";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "scr-"));
process.chdir(tmp);
fs.writeFileSync("f", "content");
const t = (l, f) => {
  try {
    const r = f();
    console.log(l, "ok", typeof r);
  } catch (e) {
    console.log(l, e.name, e.code, e.message);
  }
};
t("readFileSync()", () => fs.readFileSync());
t("writeFileSync()", () => fs.writeFileSync());
t("read()", () => fs.read());
t("read(fd)", () => fs.read(0));
t("write(fd, null, cb)", () => fs.write(1, null, () => {}));
t("open(cb)", () => fs.open(() => {}));
t("openSync(null)", () => fs.openSync(null));
t("openSync flags {}", () => fs.openSync("f", {}));
t("mkdirSync recursive 1", () => fs.mkdirSync("zz", { recursive: 1 }));
t("readdirSync()", () => fs.readdirSync(undefined));
t("rmSync()", () => fs.rmSync());
t("rmSync options 5", () => fs.rmSync("none", 5));
t("utimesSync(path)", () => fs.utimesSync("f"));
t("copyFileSync(src)", () => fs.copyFileSync("f"));
t("copyFileSync mode 9", () => fs.copyFileSync("f", "g", 9));
t("copyFileSync mode 'a'", () => fs.copyFileSync("f", "g", "a"));
t("accessSync mode 8", () => fs.accessSync("f", 8));
t("accessSync mode 'r'", () => fs.accessSync("f", "r"));
t("symlinkSync()", () => fs.symlinkSync());
t("ftruncateSync len 'x'", () => fs.ftruncateSync(1, "x"));
t("readSync offset 'x'", () => fs.readSync(0, new Uint8Array(1), { offset: "x" }));
t("readSync offset 2**40", () => fs.readSync(0, new Uint8Array(1), 2 ** 40, 1, 0));
t("readSync position 2**60", () => fs.readSync(0, new Uint8Array(1), 0, 1, 2 ** 60));
t("chmodSync mode -1", () => fs.chmodSync("f", -1));
t("chmodSync mode 2**40", () => fs.chmodSync("f", 2 ** 40));
t("closeSync 2**40", () => fs.closeSync(2 ** 40));
t("fstatSync -(2**40)", () => fs.fstatSync(-(2 ** 40)));
t("existsSync()", () => fs.existsSync());
t("mkdtempSync(5)", () => fs.mkdtempSync(5));
t("writeFileSync options 5", () => fs.writeFileSync("o.txt", "x", 5));
t("stat()", () => fs.stat());
for (const [l, f] of [
  ["fsp.open()", () => fsp.open()],
  ["fsp.readFile()", () => fsp.readFile()],
  ["fsp.mkdir()", () => fsp.mkdir()],
  ["fsp.rm(5)", () => fsp.rm(5)],
]) {
  await f().catch((e) => console.log(l, "rejected", e.code, e.message));
}
const fh = await fsp.open("f");
await fh.read(null).then((r) => console.log("read(null)", r.bytesRead));
await fh.read(5).catch((e) => console.log("read(5)", e.code, e.message));
await fh.close();
process.chdir(os.tmpdir());
fs.rmSync(tmp, { recursive: true });
console.log(fs.existsSync(tmp));
