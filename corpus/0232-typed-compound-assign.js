// Compound assignment and ++/-- on typed array elements wrap as each kind stores.
const u = new Uint8Array(2);
u[0] += 250; u[0] += 10; u[1]--; 
console.log(u[0], u[1]);
const i = new Int8Array(1);
i[0] = 127; i[0]++;
console.log(i[0], i[0]--, i[0]);
const c = new Uint8ClampedArray(1);
c[0] = 250; c[0] += 10; console.log(c[0]); c[0] -= 300; console.log(c[0]);
const f = new Float32Array(1);
f[0] += 0.1; f[0] *= 3; console.log(f[0]);
const b = new BigInt64Array(1);
b[0] += 2n ** 63n - 1n; b[0]++; console.log(b[0]);
const s = new Int32Array([1]);
s[0] <<= 31; console.log(s[0]); s[0] >>>= 0; console.log(s[0]);
let k = 0;
const t = new Uint16Array(3);
t[k++] += 5; t[k++] ||= 7; t[k] ??= 9;
console.log(t, k);
