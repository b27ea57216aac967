// TextDecoder: labels (trimmed, any case) and the encodings they name,
// utf-8 with replacement, fatal and ignoreBOM, utf-16le and utf-16be,
// windows-1252 (latin1 without stream, as Node's fast path), views and
// ArrayBuffers as input, and the errors.
for (const label of ["utf-8", " UTF8 ", "unicode-1-1-utf-8", "utf-16", "UTF-16LE", "ucs-2", "utf-16be", "latin1", "ascii", "iso-8859-1", "windows-1252", "us-ascii"]) {
  const d = new TextDecoder(label);
  console.log(JSON.stringify(label), d.encoding, d.fatal, d.ignoreBOM);
}
const d = new TextDecoder();
console.log(d.decode(new Uint8Array([0x68, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80])));
console.log(JSON.stringify(d.decode(new Uint8Array([0x61, 0xff, 0xc3, 0x28, 0xe2, 0x82, 0x41, 0xf0, 0x9f, 0x98, 0xed, 0xa0, 0x80]))));
console.log(JSON.stringify(d.decode(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))), JSON.stringify(new TextDecoder("utf-8", { ignoreBOM: true }).decode(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))));
console.log(d.decode(), JSON.stringify(d.decode(new Uint8Array())), d.decode(new Uint16Array([0x6968])), d.decode(new Uint8Array([104, 105, 33]).buffer), d.decode(new DataView(new Uint8Array([65, 66, 67]).buffer, 1)));
console.log(d.decode(Buffer.from("from a buffer")), d.decode(Buffer.from("xxsubxx").subarray(2, 5)));
const le = new TextDecoder("utf-16le");
console.log(JSON.stringify(le.decode(new Uint8Array([0xff, 0xfe, 0x41, 0, 0x3d, 0xd8, 0, 0xde, 0x42]))), JSON.stringify(le.decode(new Uint8Array([0, 0xdc, 0x43, 0]))));
const be = new TextDecoder("utf-16be");
console.log(JSON.stringify(be.decode(new Uint8Array([0xfe, 0xff, 0, 0x41, 0xd8, 0x3d, 0xde, 0]))), JSON.stringify(be.decode(new Uint8Array([0xd8, 0x3d, 0, 0x41]))));
const latin = new TextDecoder("latin1");
console.log([...latin.decode(new Uint8Array([0x41, 0x80, 0x9f, 0xe9, 0xff]))].map((c) => c.charCodeAt(0).toString(16)));
console.log(new TextDecoder("utf-8", { fatal: true }).decode(new Uint8Array([0xe2, 0x82, 0xac])), new TextDecoder("utf-8", null).fatal);
for (const f of [
  () => new TextDecoder("utf-8", { fatal: true }).decode(new Uint8Array([0xff])),
  () => new TextDecoder("utf-8", { fatal: true }).decode(new Uint8Array([0xe2, 0x82])),
  () => new TextDecoder("utf-16le", { fatal: true }).decode(new Uint8Array([0x00, 0xd8])),
  () => new TextDecoder("utf-16le", { fatal: true }).decode(new Uint8Array([0x41])),
  () => new TextDecoder("nope"),
  () => new TextDecoder("utf-32"),
  () => new TextDecoder("utf-8", 5),
  () => new TextDecoder("utf-8", "fatal"),
  () => TextDecoder(),
  () => d.decode("text"),
  () => d.decode([1, 2]),
  () => new TextDecoder("utf-16le").decode({}),
  () => TextDecoder.prototype.decode.call({}),
  () => Object.getOwnPropertyDescriptor(TextDecoder.prototype, "encoding").get.call({}),
]) {
  try {
    console.log(f());
  } catch (e) {
    console.log(`${e.name} ${e.code}: ${e.message}`, "|", e.stack.split("\n")[0]);
  }
}
console.log(Object.prototype.toString.call(d), d, [new TextDecoder("latin1", { fatal: true, ignoreBOM: 1 })]);
class MyDecoder extends TextDecoder {}
console.log(new MyDecoder("utf-16le"), new MyDecoder().decode(new Uint8Array([0x6f, 0x6b])));
