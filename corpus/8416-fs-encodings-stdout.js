// fs: encoding names: checked case-insensitively, 'buffer' gives Buffers
// where Node allows it (readdir, readlink, realpath, mkdtemp) and Node's
// ERR_UNKNOWN_ENCODING where bytes must become a string (readFile) or a
// string bytes (writeFile); writeSync takes any name (UTF-8) but refuses
// odd-length hex. fs.writeSync(1) and console.log keep their order.
import fs from "node:fs";
import path from "node:path";
import os from "node:os";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "scr-"));
const f = path.join(tmp, "q.txt");
fs.writeFileSync(f, "hi", "UTF-8");
console.log(fs.readFileSync(f, "Utf8"), fs.readFileSync(f, { encoding: "utf-8" }));
try { fs.readFileSync(f, "buffer"); } catch (e) { console.log(e.name, e.code, e.message); }
try { fs.writeFileSync(f, "abc", "buffer"); } catch (e) { console.log(e.name, e.code, e.message); }
const names = fs.readdirSync(tmp, "buffer");
console.log(names.length, Buffer.isBuffer(names[0]), String(names[0]));
const made = fs.mkdtempSync(path.join(tmp, "sub-"), { encoding: "buffer" });
console.log(Buffer.isBuffer(made), path.basename(String(made)).length);
console.log(Buffer.isBuffer(fs.realpathSync(tmp, "buffer")));

console.log("console line 1");
fs.writeSync(1, "writeSync line 2\n");
console.log("console line 3");
fs.writeSync(1, "writeSync line 4 with an unknown encoding\n", null, "bogus");
fs.writeSync(1, "writeSync line 5 'buffer'\n", null, "buffer");
try { fs.writeSync(1, "abc", null, "hex"); } catch (e) { console.log(e.code, e.message); }
fs.writeFileSync(1, "writeFileSync to fd 1\n");
console.log("console line 6");

fs.readFile(f, "buffer", (err, data) => {
  console.log("callback", err.code, err.message, data);
  fs.rmSync(tmp, { recursive: true });
});
