// Element reads inside numeric fast paths (`s += a[i] * k[j]`, `a[i] < b[j]`):
// the guard reads an array's dense element or a typed array's element only
// when it is a Number within bounds; everything else takes the ordinary code.
function dot(a, b, n) {
  let s = 0;
  for (let i = 0; i < n; i++) s += a[i] * b[i];
  return s;
}
function fmt(x) { return typeof x === "bigint" ? x + "n" : String(x); }
function tryDot(label, a, b, n) {
  try { console.log(label, fmt(dot(a, b, n))); } catch (e) { console.log(label, e.name, e.message); }
}

const plain = [1, 2, 3, 4];
tryDot("plain", plain, [5, 6, 7, 8], 4);
tryDot("past the end", plain, plain, 6);                 // undefined * undefined: NaN
tryDot("hole", [1, , 3], [1, 1, 1], 3);                  // a hole reads undefined
tryDot("strings", ["2", "3"], [4, 5], 2);               // "2" * 4 converts
tryDot("string start", ["a", 1], [1, 1], 2);
const typed = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array,
               Uint32Array, Float32Array, Float64Array];
for (const T of typed) {
  const t = new T([-1.5, 2.25, 300, 70000, -0]);
  tryDot(T.name, t, [1, 10, 100, 1000, 1], 5);
}
tryDot("bigint", new BigInt64Array([1n, 2n]), new BigInt64Array([3n, 4n]), 2);
tryDot("bigint mix", new BigInt64Array([1n, 2n]), [3, 4], 2);
const f32 = new Float32Array([NaN, 1]);
tryDot("float32 NaN", f32, [1, 1], 2);

// Keys that are not indices, and an object whose valueOf runs once.
const m = [1, 2, 3];
m[-1] = 10; m["1.5"] = 20;
let calls = 0;
const v = { valueOf() { calls++; return 7; } };
function keyed(a, keys) {
  let s = 0;
  for (const k of keys) s += a[k] * 2;
  return s;
}
console.log("keys", keyed(m, [0, -1, 1.5, 2]), keyed(m, [4294967295]), keyed(m, [NaN]), keyed([v, v], [0, 1]), calls);

// An accessor at an index, and a proxy: both take the ordinary path.
const acc = [1, 2, 3];
Object.defineProperty(acc, 1, { get() { calls++; return 100; } });
tryDot("accessor", acc, [1, 1, 1], 3);
tryDot("proxy", new Proxy([1, 2], { get(t, k) { return k === "0" ? 50 : Reflect.get(t, k); } }), [1, 1], 2);
console.log("calls", calls);

// Elements that change type in the middle of the loop, and -0.
const mixed = [1, 2, 3, 4, 5, 6];
function changing(a) {
  let s = 0;
  for (let i = 0; i < a.length; i++) {
    if (i === 2) a[4] = "7";
    s += a[i] * 1;
    if (i === 3) a[5] = 0.5;
  }
  return s;
}
console.log("changing", changing(mixed), changing([1, 2, 3, 4, 5, 6]));
let z = -0;
z += [-0][0] * 1;
console.log("negative zero", Object.is(z, -0));

// A string accumulator keeps concatenating.
let text = "n:";
const nums = [1, 2, 3];
for (let i = 0; i < 3; i++) text += nums[i] * 2;
console.log(text);

// Comparisons of elements.
function countLess(a, b) {
  let c = 0;
  for (let i = 0; i < a.length; i++) if (a[i] < b[i]) c++;
  return c;
}
console.log("less", countLess([1, 5, NaN, -0, 3], [2, 4, 1, 0, 3]), countLess(["b", "a"], ["a", "b"]),
            countLess(new Int16Array([1, 2]), new Float64Array([1.5, 1.5])));
