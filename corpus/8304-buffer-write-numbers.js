// Writing numbers: every width and order, the returned offsets, values
// that are fractional, negative, NaN or strings, floats and BigInts.
const b = Buffer.alloc(16);
const hex = () => b.toString("hex");
console.log(b.writeUInt8(255), b.writeInt8(-2, 1), b.writeUInt16LE(0x1234, 2), b.writeUInt16BE(0x1234, 4), hex());
console.log(b.writeInt16LE(-2, 6), b.writeInt16BE(-300, 8), b.writeUInt32LE(0xdeadbeef, 10), hex());
console.log(b.writeUInt32BE(1, 0), b.writeInt32LE(-1, 4), b.writeInt32BE(-123456, 8), hex());
b.fill(0);
for (let n = 1; n <= 6; n++) {
  b.fill(0);
  const max = 2 ** (8 * n) - 1, smin = -(2 ** (8 * n - 1));
  console.log(n, b.writeUIntLE(max, 0, n), b.writeUIntBE(max - 1, 8, n), hex(), b.writeIntLE(smin, 0, n), b.writeIntBE(-1, 8, n), hex());
}
b.fill(0);
console.log(b.writeUInt8(3.9), b.writeUInt16LE(513.7, 1), b.writeInt8(-1.5, 3), b.writeUInt8(NaN, 4), b.writeUInt8("7", 5), b.writeUInt32BE(4294967295.5 - 1, 6), hex());
b.fill(0);
console.log(b.writeIntLE(-0.5, 0, 6), b.writeUIntBE(2 ** 40 + 0.5, 6, 6), hex());
b.fill(0);
console.log(b.writeFloatLE(1.5), b.writeFloatBE(-0, 4), b.writeFloatLE(1e40, 8), b.writeFloatBE(NaN, 12), hex());
console.log(b.writeDoubleLE(Math.PI), b.writeDoubleBE(-Infinity, 8), hex(), b.readDoubleLE(0), b.readDoubleBE(8));
console.log(b.writeFloatLE("2.5"), b.readFloatLE(0), b.writeDoubleBE(), b.readDoubleBE(0));
console.log(b.writeBigUInt64LE(2n ** 64n - 1n), b.writeBigInt64BE(-2n, 8), hex(), b.readBigInt64BE(8));
console.log(b.writeBigInt64LE(-(2n ** 63n)), b.writeBigUInt64BE(0x0102030405060708n, 8), hex());
console.log(b.writeUint8 === b.writeUInt8, b.writeUintBE === b.writeUIntBE, b.writeBigUint64BE === b.writeBigUInt64BE);
const round = Buffer.alloc(8);
for (const v of [0, 1, -1, 127, -128, 32767, -32768, 8388607, -8388608])
  round.writeIntBE(v, 0, 3 + (v & 1)), console.log(v, round.readIntBE(0, 3 + (v & 1)));
