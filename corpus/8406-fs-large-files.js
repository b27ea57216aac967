// fs: a few megabytes written and read back in each form (a Buffer, a
// string, appended chunks, a FileHandle read loop), checked by a sum over
// every 13th byte (cheap enough for the sanitizer lanes) and the length.
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import os from "node:os";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "scr-"));
const N = 2 * 1024 * 1024 + 517;
const big = new Uint8Array(N);
for (let i = 0; i < N; i++) big[i] = (i * 31 + (i >> 11)) & 0xff;
function sum(bytes) {
  let s = 0;
  for (let i = 0; i < bytes.length; i += 13) s = (s * 33 + bytes[i] + i) % 1000000007;
  return s * 31 + bytes.length;
}
const want = sum(big);

const a = path.join(tmp, "a.bin");
fs.writeFileSync(a, big);
const r1 = fs.readFileSync(a);
console.log("sync", r1.length, sum(r1) === want, fs.statSync(a).size);

const text = "line of text é\n".repeat(150000);
fs.writeFileSync(path.join(tmp, "t.txt"), text);
const back = fs.readFileSync(path.join(tmp, "t.txt"), "utf8");
console.log("string", back.length, back === text, fs.statSync(path.join(tmp, "t.txt")).size);

const c = path.join(tmp, "c.bin");
for (let off = 0; off < N; off += 1 << 20) fs.appendFileSync(c, big.subarray(off, Math.min(N, off + (1 << 20))));
console.log("appended", sum(fs.readFileSync(c)) === want);

fs.writeFile(path.join(tmp, "b.bin"), big, (err) => {
  console.log("callback write", err);
  fs.readFile(path.join(tmp, "b.bin"), async (err, r2) => {
    console.log("callback read", err, r2.length, sum(r2) === want);
    await fsp.writeFile(path.join(tmp, "p.bin"), r2);
    const r3 = await fsp.readFile(path.join(tmp, "p.bin"));
    console.log("promise", r3.length, sum(r3) === want);

    const fh = await fsp.open(a, "r");
    const chunk = new Uint8Array(65536);
    const whole = new Uint8Array(N);
    let total = 0, reads = 0;
    for (;;) {
      const { bytesRead, buffer } = await fh.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      whole.set(new Uint8Array(buffer.buffer, 0, bytesRead), total);
      total += bytesRead;
      reads++;
    }
    await fh.close();
    console.log("handle", total, reads, sum(whole) === want);

    const fd = fs.openSync(a, "r");
    const tail = Buffer.alloc(517);
    console.log("positioned", fs.readSync(fd, tail, 0, 517, N - 517), sum(tail) === sum(big.subarray(N - 517)));
    fs.closeSync(fd);
    fs.rmSync(tmp, { recursive: true });
    console.log(fs.existsSync(tmp));
  });
});
