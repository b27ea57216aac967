// Bitwise operators inside numeric fast paths: element reads of arrays and
// typed arrays with an int32 index (`t[(c ^ b) & 0xff]`), computed in C
// int32 while every element read is a Number; anything else (a hole, a
// string, an object with valueOf, a BigInt, an index out of range or
// negative) takes the ordinary code. Also the remainder by a constant, the
// index conversions and charCodeAt's truncation that the guards use.
function show(x) { return Object.is(x, -0) ? "-0" : String(x); }

// CRC-32 over a table built by push: the table read's index is a bitwise
// result, the read feeds another bitwise operator.
const table = [];
for (let n = 0; n < 256; n++) {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  table.push(c >>> 0);
}
function crc32(bytes) {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = table[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
const text = "The quick brown fox jumps over the lazy dog";
const bytes = [];
for (let i = 0; i < text.length; i++) bytes.push(text.charCodeAt(i));
console.log(crc32(bytes).toString(16), crc32(new Uint8Array(bytes)).toString(16), crc32([]));

// Every operator and shift count, with operands past int32, fractions,
// negatives, NaN, Infinity and -0, from an array and a Float64Array.
const vals = [0, -0, 1, -1, 31, 32, 33, 2 ** 31 - 1, 2 ** 31, 2 ** 32 + 5, -(2 ** 31), -(2 ** 31) - 1, 1.9, -1.9,
              NaN, Infinity, -Infinity, 2 ** 53 + 2, 1e300, 0xdeadbeef];
const f64 = new Float64Array(vals);
function ops(a, i, j) {
  return [a[i] & a[j], a[i] | a[j], a[i] ^ a[j], a[i] << a[j], a[i] >> a[j], a[i] >>> a[j],
          (a[i] & 0xff) + a[j] * 0, ~~a[i] | 0].map(show).join(",");
}
const lines = [];
for (let i = 0; i < vals.length; i += 3) {
  for (let j = 0; j < vals.length; j += 4) {
    const x = ops(vals, i, j), y = ops(f64, i, j);
    lines.push(x === y ? x : x + " != " + y);
  }
}
console.log(lines.join("\n"));

// Elements that are not Numbers: the ordinary code converts them, in
// order, calling valueOf once per read.
let calls = 0;
const mixed = [3, "12", true, null, undefined, { valueOf() { calls++; return 6; } }, [7], , 9];
function mix(a) {
  const r = [];
  for (let i = 0; i < a.length; i++) r.push((a[i] ^ 5) & (a[(i + 1) % a.length] | 1));
  return r.join(" ");
}
console.log(mix(mixed), calls);

// A BigInt element throws the mixing TypeError, caught; the loop goes on.
function mixBig(a) {
  const r = [];
  for (let i = 0; i < a.length; i++) {
    try { r.push(a[i] & 3); } catch (e) { r.push(e.constructor.name); }
  }
  return r.join(" ");
}
console.log(mixBig([1, 2n, 3]), mixBig(new BigInt64Array([5n])));

// Indexes out of range, negative, and past int32: elements that do not
// exist read undefined (0 after the operator); a negative index is a
// property, found when the array has one.
const small = [10, 20, 30];
small[-1] = 99;
function probe(a, k) {
  const r = [];
  for (let i = 0; i < 6; i++) r.push(a[(k + i) | 0] ^ 0, a[(k + i) >> 0] | 0, a[(k - i) & 3] >>> 0);
  return r.join(",");
}
console.log(probe(small, -2), probe(small, 1), probe(new Int16Array([-5, 6, -7]), -1));
console.log(probe(small, 2 ** 31 - 3));

// Typed arrays of every kind through the same site.
function sumBits(t) {
  let s = 0;
  for (let i = 0; i < t.length; i++) s = (s + (t[i] & 0xffff) + (t[i ^ 1] >> 1)) | 0;
  return s;
}
const src = [-3, 250, 70000, -70000, 1.5, 2 ** 31 + 3, -(2 ** 40), 255];
for (const T of [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array,
                 Float32Array, Float64Array, Array]) {
  const t = T === Array ? src.slice() : new T(src);
  console.log(T.name, sumBits(t));
}

// The remainder by a constant keeps the dividend's sign, -0 included.
function rems(a) {
  const r = [];
  for (let i = 0; i < a.length; i++) r.push(show(a[i] % 7), show((a[i] * 2) % 1000003), show(-a[i] % 3));
  return r.join(" ");
}
console.log(rems([0, -0, 7, -7, 14, -15, 2 ** 31 - 1, -(2 ** 31), 2 ** 31, 1e20, -1e20, 3.5, -3.5, NaN, Infinity]));

// charCodeAt truncates its index toward zero; out of range is NaN.
function codes(s, ks) {
  const r = [];
  for (let i = 0; i < ks.length; i++) r.push(s.charCodeAt(ks[i]) + 0);
  return r.join(",");
}
console.log(codes("abc", [0, 1.9, 2.5, -0.5, -0, -1, 3, 3.5, NaN, Infinity, -Infinity, 2 ** 32, 2 ** 64]));

// Element reads with double indexes: -0 is element 0, fractions and
// 2^32 - 1 are properties.
const props = [1, 2, 3];
props["1.5"] = 40;
props[4294967295] = 50;
function reads(a, ks) {
  const r = [];
  for (let i = 0; i < ks.length; i++) r.push(a[ks[i]] * 1);
  return r.join(",");
}
console.log(reads(props, [0, -0, 1.5, 2, 3, 4294967295, -1, NaN]));
console.log(reads(new Float64Array([7, 8, 9]), [0, -0, 1.5, 2, 3, 4294967295, -1, NaN]));
