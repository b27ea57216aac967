// fs: symlink, readlink, lstat against stat, link (nlink), realpath (the
// JavaScript one and .native) through links and "..", and readdir's,
// readlink's and realpath's encoding option ('buffer' gives Buffers).
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import os from "node:os";

const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "scr-")));
process.chdir(tmp);
fs.mkdirSync("dir/sub", { recursive: true });
fs.writeFileSync("dir/sub/file.txt", "content");
fs.symlinkSync("dir/sub/file.txt", "flink");
fs.symlinkSync("dir/sub", "dlink");
fs.symlinkSync("nowhere", "dangling");

console.log(fs.readlinkSync("flink"), fs.readlinkSync("dlink"), fs.readlinkSync("dangling"));
console.log(fs.lstatSync("flink").isSymbolicLink(), fs.statSync("flink").isSymbolicLink(), fs.statSync("flink").isFile());
console.log(fs.lstatSync("dlink").isDirectory(), fs.statSync("dlink").isDirectory());
console.log(fs.readFileSync("flink", "utf8"), fs.readdirSync("dlink"));
console.log(fs.existsSync("dangling"), fs.lstatSync("dangling").isSymbolicLink());
const rel = (p) => path.relative(tmp, p) || ".";
console.log(rel(fs.realpathSync("flink")), rel(fs.realpathSync("dir/../dlink/./file.txt")), rel(fs.realpathSync("dlink/..")), rel(fs.realpathSync.native("dlink/..")));
console.log(rel(fs.realpathSync.native("dlink")), rel(fs.realpathSync(".")), fs.realpathSync("/"));
try { fs.realpathSync("dlink/missing/x"); } catch (e) { console.log(e.code, e.syscall, rel(e.path), e.message.replace(tmp, "<tmp>")); }
try { fs.realpathSync.native("dlink/missing"); } catch (e) { console.log(e.code, e.syscall, e.path); }
for (const d of fs.readdirSync(".", { withFileTypes: true }))
  console.log(d.name, d.isSymbolicLink(), d.isDirectory(), d.isFile());

fs.linkSync("dir/sub/file.txt", "hard");
console.log(fs.statSync("hard").nlink, fs.statSync("hard").ino === fs.statSync("dir/sub/file.txt").ino);

const bufs = fs.readdirSync("dir", { encoding: "buffer" });
console.log(bufs.length, Buffer.isBuffer(bufs[0]), bufs[0].toString());
console.log(Buffer.isBuffer(fs.readlinkSync("flink", "buffer")), fs.readlinkSync("flink", { encoding: "buffer" }).length);

fs.readlink("flink", (err, target) => {
  console.log("readlink cb", err, target);
  fs.realpath("dlink", async (err, p) => {
    console.log("realpath cb", err, rel(p));
    console.log("realpath promise", rel(await fsp.realpath("flink")));
    console.log("readlink promise", await fsp.readlink("dlink"));
    console.log("lstat promise", (await fsp.lstat("dangling")).isSymbolicLink());
    await fsp.symlink("hard", "hlink");
    console.log("symlink promise", await fsp.readlink("hlink"));
    await fsp.link("hard", "hard2");
    console.log("link promise", (await fsp.stat("hard2")).nlink);
    process.chdir(os.tmpdir());
    await fsp.rm(tmp, { recursive: true });
    console.log("removed", !fs.existsSync(tmp));
  });
});
