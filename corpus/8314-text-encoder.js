// TextEncoder: encoding, encode (a plain Uint8Array of UTF-8, lone
// surrogates as U+FFFD, any value converted to a string), encodeInto
// (whole characters only, read counts UTF-16 units), the class itself.
const enc = new TextEncoder();
console.log(enc.encoding, enc.encode("héllo €😀"), enc.encode().length, enc.encode(undefined).length);
console.log(enc.encode(null), enc.encode(12.5), enc.encode({ toString: () => "obj" }), enc.encode("\ud800x\udfff"));
const out = enc.encode("abc");
console.log(out.constructor === Uint8Array, Buffer.isBuffer(out), out.buffer.byteLength >= 3);
for (const [s, n] of [["héllo", 3], ["héllo", 2], ["a😀b", 5], ["a😀b", 4], ["a😀b", 1], ["€", 2], ["", 4], ["xyz", 0], ["\ud800", 3]]) {
  const dst = new Uint8Array(n);
  console.log(JSON.stringify(s), n, enc.encodeInto(s, dst), dst);
}
const buf = Buffer.alloc(6);
console.log(enc.encodeInto("buffer", buf), buf.toString(), enc.encodeInto("sub", buf.subarray(3)), buf.toString());
console.log(Object.prototype.toString.call(enc), enc, [enc], { enc });
console.log(TextEncoder.name, TextEncoder.length, typeof TextEncoder.prototype.encode, enc instanceof TextEncoder);
class MyEncoder extends TextEncoder {}
const mine = new MyEncoder();
console.log(mine.encode("ok"), mine.encoding, mine instanceof TextEncoder);
for (const f of [() => TextEncoder(), () => enc.encodeInto(1, new Uint8Array(1)), () => enc.encodeInto("a", [0]), () => enc.encodeInto("a", new Uint16Array(1)), () => TextEncoder.prototype.encode.call({}, "x"), () => Object.getOwnPropertyDescriptor(TextEncoder.prototype, "encoding").get.call(1), () => enc.encode(Symbol("s"))]) {
  try {
    console.log(f());
  } catch (e) {
    console.log(`${e.name} ${e.code}: ${e.message}`);
  }
}
