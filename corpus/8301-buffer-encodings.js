// Each encoding both ways: utf8 (lone surrogates and malformed input),
// utf16le/ucs2, latin1/binary, ascii, hex (stops at a bad pair), base64
// and base64url (whitespace, padding, foreign characters), isEncoding.
const text = "Aé€😀";
for (const enc of ["utf8", "utf-8", "UTF8", "utf16le", "utf-16le", "ucs2", "ucs-2", "latin1", "binary", "ascii", "hex", "base64", "base64url"]) {
  const b = Buffer.from(text, enc);
  console.log(enc.padEnd(10), b.length, JSON.stringify(b.toString(enc)), Buffer.byteLength(text, enc));
}

console.log("lone surrogates:", Buffer.from("a\ud800b\udc00").toString("hex"), Buffer.from("\ud83d").length);
const bad = Buffer.from([0x61, 0xff, 0xc3, 0x28, 0xe2, 0x82, 0x41, 0xf0, 0x9f, 0x98, 0xed, 0xa0, 0x80, 0xc0, 0xaf]);
console.log("malformed utf8:", JSON.stringify(bad.toString()), [...bad.toString()].length);

console.log("ascii drops the high bit:", JSON.stringify(Buffer.from([0x41, 0xc1, 0xff]).toString("ascii")));
console.log("latin1 keeps it:", JSON.stringify(Buffer.from([0x41, 0xc1, 0xff]).toString("latin1")));
console.log("latin1 writes low bytes:", Buffer.from("Āé€", "latin1").toString("hex"));
console.log("utf16le odd byte:", JSON.stringify(Buffer.from([0x41, 0, 0x42]).toString("utf16le")));

for (const h of ["0a0B", "abz1", "a", "abc", "zz", "12 34", ""])
  console.log("hex", JSON.stringify(h), Buffer.from(h, "hex").toString("hex"));

for (const s of ["aGVsbG8=", "aGVsbG8", " aG Vs\nbG8= ", "aGk=aGk=", "a$Gk", "aGVsbG8==", "=aGk", "aGk", "a", "-_-_", "+/+/", "aGVsbG8_-w"])
  console.log("base64", JSON.stringify(s), Buffer.from(s, "base64").toString("hex"), Buffer.from(s, "base64url").toString("hex"), Buffer.byteLength(s, "base64"));

const bytes = Buffer.from([0xfb, 0xff, 0xbf, 0x00, 0x01]);
for (let i = 0; i <= bytes.length; i++) {
  const b = bytes.subarray(0, i);
  console.log("to base64", i, b.toString("base64"), b.toString("base64url"));
}

for (const e of ["utf8", "UCS2", "Binary", "base64URL", "hex", "utf-16", "utf32", "", null, undefined, 1, "latin-1"])
  console.log("isEncoding", JSON.stringify(e), Buffer.isEncoding(e));
console.log("byteLength of views:", Buffer.byteLength(new Uint16Array(3)), Buffer.byteLength(new ArrayBuffer(5)), Buffer.byteLength(new DataView(new ArrayBuffer(7))));
console.log("byteLength unknown encoding falls back to utf8:", Buffer.byteLength("é", "nope"));
