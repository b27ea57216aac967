// Element reads and writes in loops: a sieve and a checksum over typed arrays.
const n = 1000;
const sieve = new Uint8Array(n + 1);
let count = 0;
for (let i = 2; i <= n; i++) {
  if (sieve[i]) continue;
  count++;
  for (let j = i * i; j <= n; j += i) sieve[j] = 1;
}
console.log(count);
const f = new Float64Array(100);
for (let i = 0; i < f.length; i++) f[i] = i * 0.5;
let sum = 0;
for (let i = 0; i < f.length; i++) sum += f[i] * f[i];
console.log(sum);
const w = new Int32Array(4);
for (let i = 0; i < 10; i++) w[i & 3] = w[i & 3] * 31 + i;
console.log(w, w[4], w[-1], w[1.5]);
const k = [0, "1", 2.0, "x"];
for (const i of k) console.log(i, w[i]);
