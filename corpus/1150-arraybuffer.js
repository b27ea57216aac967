// ArrayBuffer: constructor, byteLength, slice, isView, species, tag.
const b = new ArrayBuffer(8);
console.log(b.byteLength, Object.prototype.toString.call(b));
const u = new Uint8Array(b);
for (let i = 0; i < 8; i++) u[i] = i * 3;
const s = b.slice(2, -2);
console.log(s.byteLength, [...new Uint8Array(s)]);
console.log(b.slice(-3).byteLength, b.slice(5, 2).byteLength, b.slice().byteLength);
console.log(ArrayBuffer.isView(u), ArrayBuffer.isView(new DataView(b)), ArrayBuffer.isView(b), ArrayBuffer.isView([]));
console.log(ArrayBuffer[Symbol.species] === ArrayBuffer, ArrayBuffer.name, ArrayBuffer.length);
console.log(new ArrayBuffer().byteLength, new ArrayBuffer("3").byteLength, new ArrayBuffer(2.9).byteLength);
for (const f of [() => ArrayBuffer(1), () => new ArrayBuffer(-1), () => ArrayBuffer.prototype.slice.call({})]) {
  try { f(); } catch (e) { console.log(e.name + ": " + e.message); }
}
class Big extends ArrayBuffer {}
const big = new Big(4);
console.log(big instanceof Big, big.slice(1) instanceof Big, big.slice(1).byteLength);
