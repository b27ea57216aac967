// ToInt32 and ToUint32 of Numbers on every side of the 32-bit range, as the
// bitwise operators, `>>>` and typed-array stores apply them: the values
// of bit-twiddling code at 2^31 and above (CRCs, hashes, `x >>> 0`),
// fractions, values near 2^53 and 2^63, and the non-finite ones.
const values = [
  0, -0, 1, -1, 0.5, -0.5, 1.9, -1.9, 2147483647, 2147483647.5, 2147483648, -2147483648,
  -2147483648.5, -2147483649, 2147483649, 3000000000.7, 4294967295, 4294967295.9, 4294967296,
  4294967297, -4294967296, -4294967297, 6442450943, 2 ** 52 + 0.5, 2 ** 53, 2 ** 53 + 2,
  -(2 ** 53), 2 ** 62, 2 ** 63, -(2 ** 63), 2 ** 63 + 2 ** 11, -(2 ** 63) - 2 ** 11, 2 ** 64,
  2 ** 64 + 2 ** 12, 1e20, -1e20, 1.5e300, -1.5e300, Number.MAX_VALUE, Number.MIN_VALUE,
  Infinity, -Infinity, NaN, 0xedb88320, 0xffffffff * 3, -0xdeadbeef,
];
for (const v of values) {
  console.log(String(v).padEnd(24), v | 0, v >>> 0, v >> 1, v << 1, ~v, v ^ 0x5a5a5a5a, v & 0xff00ff00);
}
// The same through a loop the compiler types as doubles, and typed arrays.
let acc = 0;
const i32 = new Int32Array(values.length);
const u32 = new Uint32Array(values.length);
for (let i = 0; i < values.length; i++) {
  const d = values[i] * 1.0;
  acc = (acc ^ (d >>> 3) ^ (d | 0)) >>> 0;
  i32[i] = d;
  u32[i] = d;
}
console.log(acc, i32.join(','), u32.join(','));
// A CRC-32 whose table and running value live above 2^31.
const table = [];
for (let n = 0; n < 256; n++) {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  table.push(c >>> 0);
}
let crc = 0xffffffff;
for (let i = 0; i < 1000; i++) crc = table[(crc ^ (i * 2654435761)) & 0xff] ^ (crc >>> 8);
console.log((crc ^ 0xffffffff) >>> 0);
