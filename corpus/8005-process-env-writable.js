// process.env: assignment stores a string (numbers, booleans, undefined,
// objects coerced), delete removes, and the C environment follows
// (os.tmpdir reads TMPDIR).
import os from "node:os";

process.env.SCR_8005_NUM = 42;
process.env.SCR_8005_BOOL = true;
process.env.SCR_8005_UNDEF = undefined;
process.env["SCR_8005_OBJ"] = { toString() { return "custom"; } };
for (const k of ["SCR_8005_NUM", "SCR_8005_BOOL", "SCR_8005_UNDEF", "SCR_8005_OBJ"])
  console.log(k, typeof process.env[k], JSON.stringify(process.env[k]));
process.env.SCR_8005_NUM += 1;
console.log(process.env.SCR_8005_NUM);
delete process.env.SCR_8005_NUM;
console.log("SCR_8005_NUM" in process.env, process.env.SCR_8005_NUM);
console.log(Object.keys(process.env).filter((k) => k.startsWith("SCR_8005")));
process.env.TMPDIR = "/scr-8005-tmp/";
console.log(os.tmpdir());
delete process.env.TMPDIR;
process.env.TMP = "/scr-8005-other";
console.log(os.tmpdir());
try {
  process.env.SCR_8005_SYM = Symbol("s");
} catch (e) {
  console.log(e.name, e.message);
}
