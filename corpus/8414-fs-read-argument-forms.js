// fs: the argument forms of readSync, fs.read and FileHandle.read that
// differ: an options object, a number where options go (rejected by
// readSync and fs.read, an offset for FileHandle.read), no buffer at all.
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import os from "node:os";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "scr-"));
const f = path.join(tmp, "r.txt");
fs.writeFileSync(f, "abcdefghij");
const text = (b, n = b.length) => String.fromCharCode(...b.subarray(0, n)).replace(/\0/g, ".");
const fd = fs.openSync(f);
const b = new Uint8Array(6);
try { fs.readSync(fd, b, 5); } catch (e) { console.log(e.code, e.message); }
console.log(fs.readSync(fd, b, null), text(b));
console.log(fs.readSync(fd, b, { position: 4, length: 3 }), text(b));
try { fs.read(fd, b, 3, () => {}); } catch (e) { console.log(e.code, e.message); }
try { fs.readSync(fd, [1, 2]); } catch (e) { console.log(e.code, e.message); }
try { fs.readSync(fd, b, 0, "2", 0); } catch (e) { console.log(e.code, e.message); }
fs.read(fd, b, 0, 0, 0, (err, n, buf) => {
  console.log("zero length", err, n, buf === b);
  fs.read(fd, { buffer: b, offset: 2, length: 2, position: 8 }, async (err, n) => {
    console.log("options", n, text(b));
    fs.closeSync(fd);
    const fh = await fsp.open(f);
    let r = await fh.read(new Uint8Array(6), 2);
    console.log("offset", r.bytesRead, text(r.buffer));
    r = await fh.read(new Uint8Array(4), { position: 1 });
    console.log("options", r.bytesRead, text(r.buffer));
    r = await fh.read({ buffer: new Uint8Array(3), position: 7 });
    console.log("params", r.bytesRead, text(r.buffer));
    r = await fh.read();
    console.log("default", r.bytesRead, r.buffer.length, Buffer.isBuffer(r.buffer));
    r = await fh.read(new Uint8Array(3), 0, 3, 100);
    console.log("past the end", r.bytesRead);
    await fh.read(new Uint8Array(3), 0, 9, 0).catch((e) => console.log(e.code, e.message));
    await fh.close();
    fs.rmSync(tmp, { recursive: true });
  });
});
