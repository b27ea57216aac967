// DataView: every getter and setter, both byte orders.
const b = new ArrayBuffer(16);
const v = new DataView(b, 2, 12);
console.log(v.byteOffset, v.byteLength, v.buffer === b, Object.prototype.toString.call(v));
v.setInt8(0, -2); v.setUint8(1, 300);
console.log(v.getInt8(0), v.getUint8(0), v.getUint8(1));
v.setInt16(0, -300); console.log(v.getInt16(0), v.getInt16(0, true), v.getUint16(0));
v.setUint16(2, 0x1234, true); console.log(v.getUint16(2), v.getUint16(2, true));
v.setInt32(4, -123456789); console.log(v.getInt32(4), v.getUint32(4), v.getInt32(4, true));
v.setUint32(0, 0xdeadbeef, true); console.log(v.getUint32(0, true).toString(16), v.getUint32(0).toString(16));
v.setFloat32(0, 1.1); console.log(v.getFloat32(0), v.getFloat32(0, true));
v.setFloat64(4, Math.PI, true); console.log(v.getFloat64(4, true), v.getFloat64(4));
v.setBigInt64(0, -5n); console.log(v.getBigInt64(0), v.getBigUint64(0), v.getBigInt64(0, true));
v.setBigUint64(4, 2n ** 64n - 2n, true); console.log(v.getBigUint64(4, true), v.getBigInt64(4, true));
console.log([...new Uint8Array(b)].map((x) => x.toString(16).padStart(2, "0")).join(""));
console.log(DataView.prototype.getFloat64.length, DataView.prototype.setFloat64.length, DataView.name);
