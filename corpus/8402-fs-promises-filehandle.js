// fs/promises and fs.promises: the same object; the promise forms, and a
// FileHandle from open: read, write, readFile, writeFile, stat, truncate,
// close, fd; a closed handle rejects with "file closed".
import fsp from "node:fs/promises";
import { readFile, writeFile } from "fs/promises";
import fs from "node:fs";
import path from "node:path";
import os from "node:os";

console.log(fsp === fs.promises, readFile === fsp.readFile, fsp.constants === fs.constants);
const tmp = await fsp.mkdtemp(path.join(os.tmpdir(), "scr-"));
const f = path.join(tmp, "a.txt");
console.log(await writeFile(f, "hello promises\n"));
console.log(JSON.stringify(await readFile(f, "utf8")));
await fsp.appendFile(f, "again\n");
console.log((await fsp.readFile(f)).length, (await fsp.stat(f)).size);
console.log(path.relative(tmp, await fsp.mkdir(path.join(tmp, "p/q"), { recursive: true })));
console.log(await fsp.readdir(tmp));

const fh = await fsp.open(f, "r+");
console.log(fh.constructor.name, typeof fh.fd, fh.fd > 2);
const r1 = await fh.read(Buffer.alloc(5), 0, 5, 0);
console.log(r1.bytesRead, r1.buffer.toString());
const r2 = await fh.read({ buffer: Buffer.alloc(8), position: 6 });
console.log(r2.bytesRead, JSON.stringify(r2.buffer.toString()));
const w = await fh.write(Buffer.from("HELLO"), 0, 5, 0);
console.log(w.bytesWritten, w.buffer.toString());
const w2 = await fh.write("!!", 5);
console.log(w2.bytesWritten, w2.buffer);
console.log((await fh.stat()).size);
await fh.truncate(7);
console.log(JSON.stringify(await fh.readFile("utf8")));
console.log(await fh.close(), fh.fd);
try {
  await fh.read(Buffer.alloc(1), 0, 1, 0);
} catch (e) {
  console.log(e.message, e.code, e.syscall);
}
const fh2 = await fsp.open(path.join(tmp, "w.txt"), "w");
await fh2.writeFile("written by handle");
await fh2.close();
console.log(await fsp.readFile(path.join(tmp, "w.txt"), { encoding: "utf8" }));
const fh3 = await fsp.open(path.join(tmp, "h.txt"), "w+");
await fsp.writeFile(fh3, "a handle for a path, lone surrogate \ud800.");
await fsp.appendFile(fh3, "!");
console.log(JSON.stringify(fs.readFileSync(path.join(tmp, "h.txt"), "utf8")));
await fh3.close();
await fsp.readFile(fh3).catch((e) => console.log(e.code, e.message));

await fsp.rename(path.join(tmp, "w.txt"), path.join(tmp, "v.txt"));
await fsp.copyFile(path.join(tmp, "v.txt"), path.join(tmp, "u.txt"));
await fsp.unlink(path.join(tmp, "v.txt"));
await fsp.access(path.join(tmp, "u.txt"));
console.log(await fsp.readdir(tmp, { withFileTypes: true }).then((d) => d.map((e) => e.name)));
await fsp.rmdir(path.join(tmp, "p/q"));
await fsp.rm(tmp, { recursive: true });
console.log(fs.existsSync(tmp));
