// picocolors (CommonJS, one file; `module.exports = createColors()` then
// `module.exports.createColors = createColors`, a named export found by
// static analysis): decides from process.env, process.argv and
// process.stdout whether colours are on (off here: NO_COLOR=1 and a pipe),
// and formats nested ANSI styles when forced on.
import pc, { createColors } from "picocolors";

console.log("supported:", pc.isColorSupported, "| plain:", pc.red("red"), pc.bold(pc.green("bold green")));
const on = createColors(true);
const off = createColors(false);
const samples = [
  on.red("error"),
  on.bold(`a ${on.bold("nested")} b`),
  on.dim(on.bold("dim bold")),
  on.bgBlue(on.white(" badge ")),
  on.underline(on.italic("both")) + on.reset(""),
  on.red(`x ${on.red("inner")} y ${on.red("again")} z`),
  on.gray(42),
  on.yellowBright(null),
];
for (const s of samples) console.log(JSON.stringify(s));
console.log(off.red("no colour"), off.bold(7), Object.keys(on).length, Object.keys(on).filter((k) => k.startsWith("bg")).length);
console.log(on.green("rendered green"), on.inverse("inverted"));
