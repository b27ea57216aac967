// Element updates as statements (`a[i]++`, `a[i]--`, `a[i] += e`, -=, *=,
// /=) inside numeric fast paths: stored in place while the element is a
// Number in an array's dense elements or in a typed array of Numbers;
// anything else (a hole, a string, an object with valueOf, a getter, a
// frozen array, a BigInt, an index past the end) takes the ordinary code.
function show(x) { return Object.is(x, -0) ? "-0" : String(x); }
function list(a) { return Array.from(a, show).join(","); }

// A histogram: counts in an Int32Array and in an array, indexed by a
// bitwise result and by a double.
function histogram(values, buckets) {
  const h = new Int32Array(buckets), g = new Array(buckets).fill(0);
  for (let i = 0; i < values.length; i++) {
    h[(values[i] * 7) & (buckets - 1)]++;
    g[Math.floor(values[i]) % buckets] += 2;
  }
  return list(h) + " / " + list(g);
}
const vals = [];
for (let i = 0; i < 200; i++) vals.push((i * 37) % 101 + 0.5);
console.log(histogram(vals, 8));

// Every operator, with results past int32, fractions, -0, NaN, Infinity.
function updates(a) {
  for (let i = 0; i < a.length; i++) {
    a[i]++;
    a[i] *= -2;
    a[i] -= 0.5;
    a[i] /= 4;
    a[i]--;
    a[i] += i / 8;
  }
  return a;
}
const seeds = [0, -0, 1, -1, 2 ** 31 - 1, 2 ** 32, -(2 ** 53), 0.1, NaN, Infinity, -Infinity, 1e308];
console.log(list(updates(seeds.slice())));
console.log(list(updates(new Float64Array(seeds))));
console.log(list(updates(new Float32Array(seeds))));
for (const T of [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array]) {
  console.log(T.name, list(updates(new T([0, 1, 127, 128, 255, 256, -1, 32767, 65535, 2 ** 31 - 1, -(2 ** 31)]))));
}

// Wrap-around and clamping of typed array stores.
function bump(t, n) {
  for (let k = 0; k < n; k++) for (let i = 0; i < t.length; i++) t[i] += 100;
  return list(t);
}
console.log(bump(new Uint8Array([0, 200]), 3), bump(new Int8Array([0, -100]), 3), bump(new Uint8ClampedArray([0, 200]), 3));

// Elements that are not Numbers: strings concatenate, valueOf runs once per
// update, undefined becomes NaN, a hole reads through the prototype.
let calls = 0;
Array.prototype[3] = 40;
function mixed() {
  const a = ["1", true, null, , undefined, { valueOf() { calls++; return 5; } }, [2], 7n, 8];
  for (let i = 0; i < a.length; i++) {
    try { a[i] += 1; } catch (e) { a[i] = e.constructor.name; }
  }
  for (let i = 0; i < a.length; i++) {
    try { a[i]++; } catch (e) { a[i] = e.constructor.name; }
  }
  return a.map(String).join("|") + " " + calls + " " + Object.keys(a).length;
}
console.log(mixed());
delete Array.prototype[3];

// BigInt typed arrays update as BigInts; mixing throws.
function bigs(t) {
  for (let i = 0; i < t.length; i++) {
    t[i]++;
    try { t[i] += 1; } catch (e) { t[i] += 10n; }
  }
  return Array.from(t).join(",");
}
console.log(bigs(new BigInt64Array([1n, -1n, 2n ** 63n - 1n])), bigs(new BigUint64Array([0n, 2n ** 64n - 1n])));

// Getters and setters on elements, a frozen array (strict code throws),
// and an index past the end (the array grows).
function special() {
  const out = [];
  const a = [1, 2, 3];
  let got = 0, set = 0;
  Object.defineProperty(a, 1, { get() { got++; return 10; }, set(v) { set += v; }, configurable: true });
  for (let i = 0; i < a.length; i++) a[i] += 5;
  out.push(list(a), got, set);
  const f = Object.freeze([1, 2, 3]);
  for (let i = 0; i < 3; i++) {
    try { f[i]++; } catch (e) { out.push(e.constructor.name); }
  }
  out.push(list(f));
  const g = [1, 2];
  for (let i = 0; i < 4; i++) g[i] += 1;
  out.push(list(g), g.length);
  const t = new Int16Array(2);
  for (let i = -1; i < 3; i++) t[i] += 3;
  out.push(list(t), Object.keys(t).join("+"));
  return out.join(" ");
}
console.log(special());

// The index and the right-hand side read locals and other elements.
function prefix(a) {
  for (let i = 1; i < a.length; i++) a[i] += a[i - 1];
  for (let i = a.length - 1; i > 0; i--) a[i >> 1] -= a[i] / 16;
  return list(a);
}
console.log(prefix([1, 2, 3, 4, 5, 6, 7, 8]), prefix(new Int32Array([1, 2, 3, 4, 5, 6, 7, 8])));
