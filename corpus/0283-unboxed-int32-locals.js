// Number locals kept in C int32_t: bindings whose every write is a
// bitwise operator's result, an int32 literal or another such binding,
// and loop counters bounded by an int32. Values leaving the int32 range
// become doubles exactly as JavaScript says.

function crcLike(bytes) {
  let c = -1;
  for (let i = 0; i < bytes.length; i++) {
    c = (c >>> 8) ^ ((c ^ bytes[i]) & 0xff);
    c = c << 1 | 1;
  }
  return [c, c >>> 0, c | 0, ~c];
}
console.log(crcLike([1, 2, 3, 250]));

// int32 arithmetic that overflows is a double: 2^31, -2^31 - 1, products.
function overflow() {
  let a = 0x7fffffff;
  let b = -0x80000000;
  const sum = a + 1;
  const diff = b - 1;
  const prod = a * a;
  const neg = -b;
  let c = a | 0;
  c += 1;
  let d = b;
  d--;
  return [sum, diff, prod, neg, c, d, a + b, (a + 1) | 0, ~~(b - 1)];
}
console.log(overflow());

// -0 never comes out of an int32: 0 * -1 is -0, 0 | 0 is 0.
function zeros() {
  let z = 0 | 0;
  const m = z * -1;
  let n = -z;
  const o = z | 0;
  return [Object.is(m, -0), Object.is(n, -0), Object.is(o, 0), Object.is(z - 0, 0), 1 / n];
}
console.log(zeros());

// A counter bounded by an int32 limit counts up to it; beyond the int32
// range the same loop runs on doubles.
function counted(limit) {
  const n = limit | 0;
  let last = -1;
  let steps = 0;
  for (let i = 0; i < n; i++) {
    last = i;
    steps++;
  }
  let down = 0;
  for (let j = 5; j > -3; j--) down += j;
  return [last, steps, down];
}
console.log(counted(5), counted(-2), counted(2 ** 32 + 3));

function nearMax() {
  const max = 0x7fffffff;
  let count = 0;
  let i = 0;
  for (i = max - 3; i < max; i++) count++;
  let k = 0;
  for (let j = (max - 2) | 0; j < max; j++) k = j;
  let big = max - 1;
  for (let e = 0; e < 4; e++) big += 1;
  return [count, i, k, big, k + 1, big > max];
}
console.log(nearMax());

// Shifts and their counts (masked to 5 bits), and uint32 results.
function shifts() {
  let s = 1;
  s = s << 31;
  let t = s >> 31;
  let u = 1 << 32;
  let v = -1 >>> 0;
  let w = 5 >> -1;
  return [s, t, u, v, w, s >>> 1, (s >>> 0) / 2];
}
console.log(shifts());

// An int32 index into typed arrays and plain arrays.
function indexes() {
  const ta = new Int32Array(8);
  const arr = [];
  let h = 7;
  for (let i = 0; i < 8; i++) {
    h = (h * 31 + i) | 0;
    ta[h & 7] = h;
    arr[i & 3] = h & 0xff;
  }
  const big = [];
  big[-1 >>> 0] = "x";
  const key = -1 >>> 0;
  return [Array.from(ta).join(","), arr, big[4294967295], big[key], Object.keys(big)];
}
console.log(indexes());
