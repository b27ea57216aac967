// Integer bit manipulation: a xorshift generator, population counts, bit
// reversal, CRC-32 over a byte table, and Gray codes, all in int32 and uint32.
function xorshift(s) { s ^= s << 13; s ^= s >>> 17; s ^= s << 5; return s | 0; }
function popcount(x) {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
function reverse(x) {
  x = ((x >>> 1) & 0x55555555) | ((x & 0x55555555) << 1);
  x = ((x >>> 2) & 0x33333333) | ((x & 0x33333333) << 2);
  x = ((x >>> 4) & 0x0f0f0f0f) | ((x & 0x0f0f0f0f) << 4);
  x = ((x >>> 8) & 0x00ff00ff) | ((x & 0x00ff00ff) << 8);
  return ((x >>> 16) | (x << 16)) >>> 0;
}
const table = [];
for (let n = 0; n < 256; n++) {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  table.push(c >>> 0);
}
let s = 2463534242 | 0, pop = 0, rev = 0, crc = 0xffffffff, gray = 0;
for (let i = 0; i < 12000000; i++) {
  s = xorshift(s);
  pop += popcount(s);
  rev = (rev ^ reverse(s)) >>> 0;
  crc = table[(crc ^ s) & 0xff] ^ (crc >>> 8);
  gray = (gray + (i ^ (i >> 1))) % 1000003;
}
console.log("bits", pop, rev, (crc ^ 0xffffffff) >>> 0, gray, s);
