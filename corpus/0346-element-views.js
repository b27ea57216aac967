// Element views: a loop that indexes a binding nothing can assign (a const,
// a let or parameter written only by its declaration) tests a view of the
// typed array taken before the loop. Each case here is one where the view
// must not change what the program computes: other kinds, conversions,
// indexes outside the array, an Array or a Proxy in the binding, a binding
// still in its dead zone, per-iteration bindings, aliasing views of one
// buffer, a generator suspended inside the loop, a strict store into an
// Array the view leaves to the ordinary path.

const kinds = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array,
  Int32Array, Uint32Array, Float32Array, Float64Array];
for (const K of kinds) {
  const a = new K(6);
  for (let i = 0; i < 6; i++) a[i] = i * 77.7 - 150;
  let s = 0;
  for (let i = 0; i < 6; i++) s += a[i] * 2;
  const out = [];
  for (let i = -1; i < 8; i++) out.push(a[i]);
  console.log(K.name, s, out.join(","));
}

// Indexes that are not elements: negative, past the end, fractional, NaN, -0.
const f = new Float64Array([1.5, 2.5, 3.5]);
const idx = [0, -0, 2, 3, -1, 0.5, NaN, Infinity, 2 ** 32, 1e300];
let sum = 0, undef = 0;
for (let k = 0; k < idx.length; k++) {
  const v = f[idx[k]];
  if (v === undefined) undef++; else sum += v;
  f[idx[k]] = 9; // ignored outside the array
}
console.log("indexes", sum, undef, Array.from(f).join(","), Object.keys(f).join(","));

// Int32 indexes from bitwise operators, and wrapping stores.
const h = new Int32Array(8);
const bytes = new Uint8Array(16);
for (let i = 0; i < 100; i++) {
  h[(i * 7) & 7]++;
  bytes[i & 15] = bytes[(i * 3) & 15] + i * 13;
}
console.log("int32", h.join(","), bytes.join(","));

// A convolution: the shape the views are for.
const signal = new Float64Array(64);
for (let i = 0; i < 64; i++) signal[i] = Math.sin(i * 0.1);
const kernel = new Float64Array([0.25, 0.5, 0.25]);
const conv = new Float64Array(64);
for (let i = 1; i < 63; i++) {
  let acc = 0;
  for (let k = 0; k < 3; k++) acc += signal[i + k - 1] * kernel[k];
  conv[i] = acc;
}
console.log("conv", conv[1].toFixed(12), conv[31].toFixed(12), conv[62].toFixed(12), conv[63]);

// An Array, a Proxy, a string and a plain object in the indexed binding.
function total(xs) {
  let t = 0;
  for (let i = 0; i < 4; i++) t += xs[i] * 1;
  return t;
}
console.log("others", total([1, 2, 3, 4]), total(new Proxy(new Int8Array([5, 6, 7, 8]), {
  get(target, key) { return key === "length" ? 4 : target[key] * 10; },
})), total("1234"), total({ 0: 1, 1: 1, 2: 1, 3: 1 }), total(new Uint16Array([1, 2])));

// BigInt64Array: reads and writes of BigInts in the loop.
const big = new BigInt64Array(4);
for (let i = 0; i < 4; i++) big[i] = BigInt(i) * 2n ** 62n;
let bs = 0n;
for (let i = 0; i < 4; i++) bs += big[i];
console.log("bigint", bs, big.join(","));
try {
  for (let i = 0; i < 1; i++) big[i] = 1;
} catch (e) {
  console.log("bigint store", e.constructor.name, e.message);
}

// The binding is still in its dead zone when the loop starts.
function early() {
  let t = 0;
  try {
    for (let i = 0; i < 3; i++) t += late[i];
  } catch (e) {
    console.log("dead zone", e.constructor.name, e.message, t);
    return;
  }
  console.log("initialised", t);
}
early();
const late = new Int16Array([4, 5, 6]);
early.call(null);

// A const declared in the loop body is a new binding each iteration.
let fresh = "";
for (let r = 0; r < 3; r++) {
  const a = r === 1 ? [7, 8, 9] : new Uint8Array([r, r + 1, r + 2]);
  for (let i = 0; i < 3; i++) fresh += a[i] + (i < 2 ? "," : ";");
}
console.log("fresh", fresh);

// A let assigned in the loop is read from its binding each time.
let moving = new Float32Array([1, 2, 3]);
let seen = 0;
for (let i = 0; i < 6; i++) {
  seen += moving[i % 3];
  if (i === 2) moving = new Float32Array([10, 20, 30]);
  if (i === 4) moving = [100, 200, 300];
}
console.log("moving", seen);

// Two typed arrays over one buffer: a store through one is read through the other.
const buf = new ArrayBuffer(16);
const wide = new Uint32Array(buf);
const narrow = new Uint8Array(buf, 4, 8);
for (let i = 0; i < 8; i++) {
  narrow[i] = 0x11 * (i + 1);
  if (i === 3) console.log("alias", wide[1].toString(16));
}
console.log("alias", wide[1].toString(16), wide[2].toString(16), narrow.subarray(2, 5).join(","));

// A generator suspended inside the loop, and the array written meanwhile.
const g = new Float64Array([1, 2, 3, 4]);
function* walk() {
  for (let i = 0; i < g.length; i++) yield g[i] * 10;
}
const it = walk();
const got = [it.next().value];
g[1] = 50;
g[3] = -1;
for (const v of it) got.push(v);
console.log("generator", got.join(","));

// A closure indexing a const of its enclosing function.
function maker(n) {
  const cells = new Int32Array(n);
  return (steps) => {
    for (let s = 0; s < steps; s++) cells[s % n] += s;
    return cells.join(",");
  };
}
const step = maker(3);
step(5);
console.log("closure", step(4));

// A parameter written only by its declaration, and one that is reassigned.
function scale(arr, by) {
  for (let i = 0; i < arr.length; i++) arr[i] = arr[i] * by;
  return arr;
}
console.log("param", scale(new Int8Array([1, -2, 60]), 3).join(","), scale([1, "2", null], 2).join(","));
function reassigned(arr) {
  let t = 0;
  for (let i = 0; i < 4; i++) {
    t += arr[i & 1];
    arr = i % 2 ? new Uint8Array([1, 2]) : new Uint8Array([5, 6]);
  }
  return t;
}
console.log("reassigned", reassigned(new Uint8Array([100, 200])));

// A store that converts through valueOf inside the loop.
const conv8 = new Uint8ClampedArray(3);
const log = [];
for (let i = 0; i < 3; i++) conv8[i] = { valueOf() { log.push(i); return i * 200 - 50; } };
console.log("valueOf", conv8.join(","), log.join(","));

// Stores into a frozen Array throw in strict code (0347 has the sloppy twin).
function strictStore(a) {
  for (let i = 0; i < 2; i++) a[i] = 5;
}
try {
  strictStore(Object.freeze([1, 2]));
} catch (e) {
  console.log("strict", e.constructor.name, e.message);
}
strictStore(new Int8Array(1));
