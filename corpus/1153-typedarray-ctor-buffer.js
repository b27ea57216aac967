// Typed arrays over an ArrayBuffer: offsets, lengths, shared bytes, errors.
const b = new ArrayBuffer(16);
const all = new Uint8Array(b);
const mid = new Int32Array(b, 4, 2);
const tail = new Uint16Array(b, 8);
mid[0] = -1; mid[1] = 0x01020304;
tail[3] = 0xabcd;
console.log(all.join(" "));
console.log(mid.byteOffset, mid.byteLength, mid.length, tail.byteOffset, tail.length);
console.log(mid.buffer === b, new Uint8Array(b, 16).length);
const tries = [
  () => new Int32Array(b, 2),
  () => new Int32Array(new ArrayBuffer(6)),
  () => new Int32Array(b, 0, 5),
  () => new Int32Array(b, 20),
  () => new Uint8Array(b, -1),
  () => new Int16Array(new ArrayBuffer(3)),
  () => new Float64Array(b, 8, 2),
];
for (const f of tries) {
  try { console.log(f().length); } catch (e) { console.log(e.name + ": " + e.message); }
}
