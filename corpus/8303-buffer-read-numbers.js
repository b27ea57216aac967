// Reading numbers: every integer width signed and unsigned in both byte
// orders, readUIntLE/BE(offset, byteLength) from 1 to 6 bytes, floats,
// doubles and BigInts, and the Uint aliases being the same functions.
const b = Buffer.from([0x81, 0x02, 0xf3, 0x04, 0x95, 0x06, 0xf7, 0x08, 0x3f, 0xf0, 0, 0, 0, 0, 0, 0]);
console.log(b.readUInt8(), b.readUInt8(2), b.readInt8(0), b.readInt8(1));
console.log(b.readUInt16LE(), b.readUInt16BE(), b.readInt16LE(0), b.readInt16BE(0), b.readInt16LE(1));
console.log(b.readUInt32LE(), b.readUInt32BE(), b.readInt32LE(0), b.readInt32BE(0), b.readInt32BE(4));
for (let n = 1; n <= 6; n++)
  console.log(n, b.readUIntLE(0, n), b.readUIntBE(0, n), b.readIntLE(0, n), b.readIntBE(0, n), b.readIntBE(2, n));
console.log(b.readFloatLE(0), b.readFloatBE(0), b.readFloatBE(8), b.readDoubleBE(8), b.readDoubleLE(0));
console.log(b.readBigUInt64LE(), b.readBigUInt64BE(), b.readBigInt64LE(), b.readBigInt64BE(), b.readBigInt64BE(8));
console.log(b.readUint8 === b.readUInt8, b.readUint32BE === b.readUInt32BE, b.readUintLE === b.readUIntLE, b.readBigUint64LE === b.readBigUInt64LE);
console.log(b.readUInt8.name, b.readUint16LE.name, b.readUIntBE.length, b.readInt8.length, b.writeUInt8.length, b.writeIntLE.length);
const f = Buffer.from([0, 0, 0xc0, 0x7f, 0, 0, 0x80, 0x7f, 0, 0, 0x80, 0xff, 0, 0, 0, 0x80]);
console.log(f.readFloatLE(0), f.readFloatLE(4), f.readFloatLE(8), f.readFloatLE(12), Object.is(f.readFloatLE(12), -0));
console.log("offset -0:", b.readUInt8(-0), "last byte:", b.readUInt8(15), b.readUInt16BE(14));
const u = new Uint8Array([1, 2, 3, 4]);
console.log("on a Uint8Array:", Buffer.prototype.readUInt32BE.call(u, 0));
