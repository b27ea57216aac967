// punycode (the npm package, CommonJS "main" punycode.js, no "exports"; the
// bare name "punycode" is Node's own deprecated built-in, so the package is
// reached by a subpath, "punycode/punycode.js" for import and "punycode/"
// for require): encodes and decodes internationalised domain names.
import punycode from "punycode/punycode.js";
import { createRequire } from "node:module";

console.log("same module:", createRequire(import.meta.url)("punycode/") === punycode);

for (const s of ["mañana", "bücher", "☃-⌘", "日本語", "ليهمابتكلموشعربي؟", "abc"]) {
  const enc = punycode.encode(s);
  console.log(s, "->", enc, "->", punycode.decode(enc));
}
for (const domain of ["mañana.com", "bücher.example", "☃.net", "xn--mnich-kva.de", "already.ascii", "user@bücher.de"]) {
  console.log(domain, "| ascii:", punycode.toASCII(domain), "| unicode:", punycode.toUnicode(punycode.toASCII(domain)));
}
console.log(JSON.stringify(punycode.ucs2.decode("a😀b")), punycode.ucs2.encode([0x1f600, 97]), punycode.version.split(".")[0]);
try {
  punycode.decode("\x81");
} catch (e) {
  console.log(e.name + ":", e.message);
}
