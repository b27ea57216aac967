// fs: descriptors: open with flag strings and numbers, read and write at
// positions and at the current one, every argument form of read/readSync
// and write/writeSync, the callback's (err, bytes, buffer) and the range
// errors of offset and length.
import fs from "node:fs";
import path from "node:path";
import os from "node:os";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "scr-"));
const f = path.join(tmp, "f.txt");
const str = (b, n) => String.fromCharCode(...b.subarray(0, n));

let fd = fs.openSync(f, "w+");
console.log(typeof fd, fs.writeSync(fd, "abcdef"), fs.writeSync(fd, "XY", 1), fs.writeSync(fd, "é", null, "utf8"));
console.log(fs.writeSync(fd, new Uint8Array([49, 50, 51, 52]), 1, 2), fs.writeSync(fd, new Uint8Array([55, 56]), 0, 2, 0));
fs.closeSync(fd);
console.log(JSON.stringify(fs.readFileSync(f, "utf8")));

fd = fs.openSync(f, fs.constants.O_RDONLY);
const b = new Uint8Array(16);
console.log(fs.readSync(fd, b, 0, 3, null), str(b, 3));
console.log(fs.readSync(fd, b, 0, 3, null), str(b, 3));
console.log(fs.readSync(fd, b, 4, 2, 0), str(b.subarray(4), 2));
console.log(fs.readSync(fd, b, { offset: 1, length: 2, position: 3 }), str(b.subarray(1), 2));
console.log(fs.readSync(fd, b), "(rest from the current position)");
console.log(fs.readSync(fd, b, 0, 4, 100), "(past the end)");
for (const [label, f2] of [
  ["length", () => fs.readSync(fd, b, 0, 17, 0)],
  ["offset", () => fs.readSync(fd, b, 20, 1, 0)],
  ["negative offset", () => fs.readSync(fd, b, -1, 1, 0)],
  ["position", () => fs.readSync(fd, b, 0, 1, 1.5)],
  ["empty", () => fs.readSync(fd, new Uint8Array(0), 0, 1, 0)],
]) {
  try { f2(); } catch (e) { console.log(label, e.code, e.message); }
}
fs.closeSync(fd);

fd = fs.openSync(f, "r");
fs.read(fd, new Uint8Array(4), 0, 4, 0, (err, n, buf) => {
  console.log("read cb", err, n, buf instanceof Uint8Array, str(buf, n));
  fs.read(fd, { buffer: new Uint8Array(3), position: 2 }, (err, n, buf) => {
    console.log("read options", n, str(buf, n));
    fs.read(fd, (err, n, buf) => {
      console.log("read default buffer", n, buf.length);
      fs.read(fd, new Uint8Array(2), { position: 0 }, (err, n, buf) => {
        console.log("read buffer options", n, str(buf, n));
        fs.close(fd, (err) => {
          console.log("close cb", err);
          const w = fs.openSync(f, "a");
          fs.write(w, "tail", (err, n, s) => {
            console.log("write string cb", err, n, s);
            fs.write(w, new Uint8Array([33, 33, 33]), 1, 2, (err, n, buf) => {
              console.log("write buffer cb", err, n, buf.length);
              fs.closeSync(w);
              console.log(JSON.stringify(fs.readFileSync(f, "utf8")));
              fs.rmSync(tmp, { recursive: true });
            });
          });
        });
      });
    });
  });
});
