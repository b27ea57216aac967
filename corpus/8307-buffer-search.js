// indexOf, lastIndexOf and includes with strings, numbers and buffers,
// byteOffset forms (negative, past the end, strings as encodings, NaN),
// encodings of the needle, and empty needles.
const b = Buffer.from("abcabcabc€abc");
console.log(b.indexOf("bc"), b.indexOf("bc", 2), b.indexOf("bc", -4), b.indexOf("bc", 100), b.indexOf("bc", -100));
console.log(b.lastIndexOf("bc"), b.lastIndexOf("bc", 5), b.lastIndexOf("bc", -5), b.lastIndexOf("bc", -100), b.lastIndexOf("bc", 100));
console.log(b.indexOf("€"), b.indexOf("zz"), b.includes("cab"), b.includes("cab", 8), b.includes("€", -6));
console.log(b.indexOf(0x63), b.indexOf(0x63 + 256), b.indexOf(99.9), b.lastIndexOf(97), b.indexOf(-157), b.includes(0));
console.log(b.indexOf(Buffer.from("ca")), b.lastIndexOf(Buffer.from("ca")), b.indexOf(new Uint8Array([0x82, 0xac])));
console.log(b.indexOf(""), b.indexOf("", 5), b.indexOf("", 100), b.lastIndexOf(""), b.lastIndexOf("", 3), b.indexOf(Buffer.alloc(0), 2));
console.log(b.indexOf("6263", "hex"), b.indexOf("6263", 4, "hex"), b.indexOf("YWJj", "base64"), b.lastIndexOf("YWJj", "base64"));
console.log(b.indexOf("abc", "latin1"), b.indexOf("b", null), b.indexOf("b", {}), b.indexOf("b", "1" - 0), b.lastIndexOf("b", undefined));
const u = Buffer.from("abcabc", "utf16le");
console.log(u.indexOf("c", 0, "utf16le"), u.indexOf("ca", "ucs2"), u.lastIndexOf("b", "utf16le"), u.indexOf("\u6300", "utf16le"));
console.log(Buffer.alloc(0).indexOf("a"), Buffer.alloc(0).indexOf(""), Buffer.alloc(0).indexOf(0), Buffer.from("a").lastIndexOf("ab"));
for (const args of [[{}], [[1]], [true], ["a", 0, "nope"]]) {
  try {
    console.log(b.indexOf(...args));
  } catch (e) {
    console.log(`${e.name} ${e.code}: ${e.message}`);
  }
}
