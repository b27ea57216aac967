// DataView's RangeErrors and TypeErrors, in V8's words.
const b = new ArrayBuffer(8);
const v = new DataView(b);
const tries = [
  () => v.getInt32(5), () => v.getInt8(-1), () => v.setFloat64(1, 0), () => v.getUint16(8),
  () => new DataView(b, 9), () => new DataView(b, 4, 5), () => new DataView({}), () => DataView(b),
  () => v.setBigInt64(0, 1), () => v.setInt8(0, 1n),
  () => new DataView(b, 8).byteLength, () => v.getInt8(7.9), () => v.getInt8("2"),
];
for (const f of tries) {
  try { console.log(f()); } catch (e) { console.log(e.name + ": " + e.message); }
}
