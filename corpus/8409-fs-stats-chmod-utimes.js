// fs: Stats (type tests, mode bits, size, times as numbers and Dates),
// chmod/fchmod with numbers and octal strings, utimes/futimes/lutimes
// with seconds, numeric strings and Dates, truncate/ftruncate, fsync,
// fstat, access modes, fs.constants and the Stats/Dirent classes.
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import os from "node:os";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "scr-"));
process.chdir(tmp);
fs.writeFileSync("f", "0123456789");
fs.mkdirSync("d");

const st = fs.statSync("f");
console.log(st instanceof fs.Stats, typeof fs.Dirent, st.isFile(), st.isDirectory(), st.isFIFO(), st.isSocket(),
  st.isBlockDevice(), st.isCharacterDevice());
console.log((st.mode & fs.constants.S_IFMT) === fs.constants.S_IFREG, st.nlink, st.size, Number.isInteger(st.ino),
  st.blksize > 0, typeof st.blocks);
const ds = fs.statSync("d");
console.log(ds.isDirectory(), (ds.mode & fs.constants.S_IFMT) === fs.constants.S_IFDIR);
console.log(fs.statSync("/dev/null").isCharacterDevice());

fs.chmodSync("f", 0o640);
console.log((fs.statSync("f").mode & 0o777).toString(8));
fs.chmodSync("f", "755");
console.log((fs.statSync("f").mode & 0o777).toString(8));
const fd = fs.openSync("f", "r+");
fs.fchmodSync(fd, 0o600);
console.log((fs.fstatSync(fd).mode & 0o777).toString(8));
try { fs.chmodSync("f", "rwx"); } catch (e) { console.log(e.code, e.message); }
try { fs.chmodSync("f"); } catch (e) { console.log(e.code, e.message); }

fs.utimesSync("f", 1000, 2000.5);
let s = fs.statSync("f");
console.log(s.atimeMs, s.mtimeMs, s.atime.toISOString(), s.mtime.toISOString());
fs.utimesSync("f", "1500", new Date(Date.UTC(2020, 1, 29, 12, 30)));
s = fs.statSync("f");
console.log(s.atimeMs, s.mtime.toISOString());
fs.futimesSync(fd, 86400, 172800);
console.log(fs.fstatSync(fd).mtime.toISOString());
fs.symlinkSync("f", "link");
fs.lutimesSync("link", 5, 6);
console.log(fs.lstatSync("link").mtimeMs, fs.statSync("f").mtimeMs);

fs.ftruncateSync(fd, 4);
console.log(fs.readFileSync("f", "utf8"));
fs.ftruncateSync(fd);
console.log(fs.fstatSync(fd).size);
fs.fsyncSync(fd);
fs.fdatasyncSync(fd);
fs.closeSync(fd);
fs.writeFileSync("f", "abcdef");
fs.truncateSync("f", 2);
console.log(fs.readFileSync("f", "utf8"));
fs.truncateSync("f");
console.log(fs.statSync("f").size);

console.log(fs.constants.F_OK, fs.constants.R_OK, fs.constants.W_OK, fs.constants.X_OK, fs.F_OK, fs.X_OK);
console.log(fs.constants.O_CREAT, fs.constants.O_EXCL, fs.constants.COPYFILE_EXCL, Object.keys(fs.constants).length);
fs.accessSync("f");
fs.accessSync("f", fs.constants.F_OK);
fs.chmodSync("f", 0o644);
try { fs.accessSync("f", fs.constants.X_OK); } catch (e) { console.log(e.code, e.syscall); }

fs.stat("d", (err, st) => {
  console.log("stat cb", err, st.isDirectory());
  fs.fstat(0, (err, st) => {
    console.log("fstat cb", err, typeof st.mode);
    fs.chmod("f", 0o600, async (err) => {
      console.log("chmod cb", err, (fs.statSync("f").mode & 0o777).toString(8));
      await fsp.chmod("f", 0o644);
      await fsp.truncate("f", 0);
      await fsp.utimes("f", 10, 20);
      const s2 = await fsp.stat("f");
      console.log("promises", (s2.mode & 0o777).toString(8), s2.atimeMs, s2.mtimeMs, s2.size);
      const fh = await fsp.open("f", "r+");
      await fh.chmod(0o600);
      await fh.utimes(30, 40);
      await fh.sync();
      await fh.datasync();
      const s3 = await fh.stat();
      console.log("handle", (s3.mode & 0o777).toString(8), s3.mtimeMs);
      await fh.close();
      process.chdir(os.tmpdir());
      fs.rmSync(tmp, { recursive: true });
      console.log(fs.existsSync(tmp));
    });
  });
});
