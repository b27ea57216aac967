// Annex B's escape and unescape: the unescaped set, %XX below U+0100 and
// %uXXXX above (uppercase), code units rather than code points, and
// unescape's tolerance of every malformed escape.
const inputs = [
  "", "abc", "ABC xyz 0123456789", "@*_+-./", "!~'()#$&=?:;,", "é", "ÿ", "Ā", "€", "😀",
  "\ud800", "\udc00", "\u0000\u007f\u0080", "\uffff", "a b\tc\nd",
];
for (const s of inputs) console.log(JSON.stringify(s), escape(s));
let ascii = "";
for (let c = 0; c < 256; c++) ascii += String.fromCharCode(c);
console.log(escape(ascii));
console.log(unescape(escape(ascii)) === ascii);
const encoded = [
  "", "abc", "%41", "%4a%4A", "%u0041", "%u20AC%u20ac", "%uD83D%uDE00", "%E9", "%C3%A9",
  "%", "%4", "%G1", "%%41", "%u", "%u00", "%u004", "%u004G", "%U0041", "%uD800", "%u%41",
  "100%", "%zz%20", "a%u20", "%u20ACx%2",
];
for (const s of encoded) console.log(JSON.stringify(s), JSON.stringify(unescape(s)));
console.log(escape(), unescape(), escape(null), unescape(12), escape({ toString: () => "a b" }));
for (const s of inputs) if (unescape(escape(s)) !== s) console.log("round trip failed", s);
for (const n of ["escape", "unescape"]) {
  const f = globalThis[n];
  const d = Object.getOwnPropertyDescriptor(globalThis, n);
  console.log(n, typeof f, f.name, f.length, d.writable, d.enumerable, d.configurable, String(f));
}
