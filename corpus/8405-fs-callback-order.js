// fs: where fs callbacks and promise settlements run in the loop. An fs
// callback runs in the poll phase: its nextTicks and microtasks drain
// right after it, and an immediate it schedules runs before a zero
// timeout; a promise form settles there too. A Sync call's result is there
// before the next statement. (One request at a time: two in flight finish
// in the order libuv's pool happens to finish them.)
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import os from "node:os";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "scr-"));
const f = path.join(tmp, "a.txt");
fs.writeFileSync(f, "data");

const log = [];
function after(label) {
  process.nextTick(() => log.push(`tick after ${label}`));
  Promise.resolve().then(() => log.push(`microtask after ${label}`));
  setTimeout(() => log.push(`timeout after ${label}`), 0);
  setImmediate(() => log.push(`immediate after ${label}`));
}
fs.readFile(f, "utf8", (err, s) => {
  log.push(`readFile cb ${s}`);
  after("readFile");
  setTimeout(() => {
    const p = fsp.stat(f);
    log.push(`promise pending ${p instanceof Promise}`);
    p.then((st) => {
      log.push(`stat promise ${st.size}`);
      queueMicrotask(() => log.push("queueMicrotask after stat"));
      after("stat");
      setTimeout(() => {
        fs.writeFile(f, "more", () => {
          log.push("writeFile cb");
          after("writeFile");
          setTimeout(() => {
            fs.rmSync(tmp, { recursive: true });
            console.log(log.join("\n"));
          }, 5);
        });
      }, 1);
    });
  }, 2);
});
process.nextTick(() => log.push("tick before"));
Promise.resolve().then(() => log.push("microtask before"));
log.push(`sync ${fs.readFileSync(f, "utf8")}`);
