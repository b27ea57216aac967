// json5 (CommonJS "main" lib/index.js; its "module" field is not used by
// Node): loaded with require through node:module's createRequire, along
// with its package.json. Parses JSON5 text, with comments, unquoted keys,
// hex and special numbers, and stringifies values back.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const JSON5 = require("json5");
const meta = require("json5/package.json");
console.log(meta.name, meta.version.split(".")[0], typeof JSON5.parse, require("json5") === JSON5);

const text = `{
  // a comment
  unquoted: 'single quotes',
  trailing: [1, 2, 3,],
  hex: 0xC0FFEE,
  leading: .5, trailingDot: 5., plus: +1,
  special: [Infinity, -Infinity, NaN],
  "multi": "line \\
continued",
  nested: { deeper: { ok: true, nil: null } }, /* block comment */
}`;
const value = JSON5.parse(text);
console.log(JSON.stringify(value));
console.log(value.special.map(String).join(","), value.hex, value.leading + value.trailingDot + value.plus);
console.log(JSON5.parse("[1, 2]", (k, v) => (typeof v === "number" ? v * 10 : v)));
console.log(JSON5.stringify(value));
console.log(JSON5.stringify({ a: [1, { b: "it's \"q\"" }], c: "é\u2028" }, null, 2));
console.log(JSON5.stringify({ key: "v", "not-ident": 1 }, { quote: '"', space: "\t" }));
for (const bad of ["{a: 1", "[1,,2]", "{'a' 1}", "0x", "\"\\x4\""]) {
  try {
    JSON5.parse(bad);
    console.log("parsed?", bad);
  } catch (e) {
    console.log(e.name + ":", e.message, e.lineNumber, e.columnNumber);
  }
}
