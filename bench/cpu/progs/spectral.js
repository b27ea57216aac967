// Floating point: the spectral norm of an infinite matrix, on plain arrays.
function A(i, j) { return 1 / (((i + j) * (i + j + 1)) / 2 + i + 1); }
function mulAv(v, out) {
  const n = v.length;
  for (let i = 0; i < n; i++) {
    let s = 0;
    for (let j = 0; j < n; j++) s += A(i, j) * v[j];
    out[i] = s;
  }
}
function mulAtv(v, out) {
  const n = v.length;
  for (let i = 0; i < n; i++) {
    let s = 0;
    for (let j = 0; j < n; j++) s += A(j, i) * v[j];
    out[i] = s;
  }
}
function mulAtAv(v, out, tmp) { mulAv(v, tmp); mulAtv(tmp, out); }
const n = 1200;
const u = [], v = [], tmp = [];
for (let i = 0; i < n; i++) { u.push(1); v.push(0); tmp.push(0); }
for (let i = 0; i < 10; i++) { mulAtAv(u, v, tmp); mulAtAv(v, u, tmp); }
let vBv = 0, vv = 0;
for (let i = 0; i < n; i++) { vBv += u[i] * v[i]; vv += v[i] * v[i]; }
console.log("spectral", Math.sqrt(vBv / vv).toFixed(9));
