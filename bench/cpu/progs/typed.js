// Typed arrays: a 1-D convolution over a Float64Array, a histogram in an
// Int32Array, byte shuffling in a Uint8Array, and a prefix sum in Uint32Array.
const n = 200000;
const signal = new Float64Array(n);
for (let i = 0; i < n; i++) signal[i] = Math.sin(i * 0.001) + ((i * 7) % 13) / 13;
const kernel = new Float64Array([0.05, 0.1, 0.2, 0.3, 0.2, 0.1, 0.05]);
const out = new Float64Array(n);
const hist = new Int32Array(64);
const bytes = new Uint8Array(n);
const prefix = new Uint32Array(n);
let check = 0;
for (let round = 0; round < 30; round++) {
  for (let i = 3; i < n - 3; i++) {
    let s = 0;
    for (let k = 0; k < 7; k++) s += signal[i + k - 3] * kernel[k];
    out[i] = s;
  }
  hist.fill(0);
  for (let i = 0; i < n; i++) hist[(out[i] * 20) & 63]++;
  for (let i = 0; i < n; i++) bytes[i] = (i * 31 + round) ^ (bytes[(i * 7) % n] >> 1);
  let acc = 0;
  for (let i = 0; i < n; i++) { acc = (acc + bytes[i]) >>> 0; prefix[i] = acc; }
  for (let b = 0; b < 64; b++) check = (check + hist[b] * (b + 1)) % 1000000007;
  check = (check + prefix[n - 1] + Math.round(out[n >> 1] * 1000)) % 1000000007;
  signal[round] += 0.5;
}
console.log("typed", check);
