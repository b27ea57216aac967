// minimist (CommonJS, one index.js): parses command lines into option
// objects, with booleans, strings, aliases, defaults and `--`.
import minimist from "minimist";

const cases = [
  ["-x", "3", "-y", "4", "-n5", "-abc", "--beep=boop", "foo", "bar", "baz"],
  ["--no-color", "--verbose", "--name", "scr", "file.js", "--", "--not-an-option"],
  ["-v", "-v", "-v", "--tag", "a", "--tag", "b", "--num", "0x10", "--float", "1.5e3"],
  ["--dotted.key=1", "--dotted.other", "two", "-h"],
];
const opts = {
  boolean: ["verbose", "h"],
  string: ["name"],
  alias: { h: "help", v: "verbosity" },
  default: { color: true, depth: 2 },
  "--": true,
};
for (const argv of cases) {
  console.log(JSON.stringify(argv));
  console.log("  plain:", JSON.stringify(minimist(argv)));
  console.log("  opts: ", JSON.stringify(minimist(argv, opts)));
}
const unknown = [];
minimist(["--known", "--other", "x"], { boolean: ["known"], unknown: (a) => { unknown.push(a); return false; } });
console.log("unknown:", unknown.join(" "));
