// performance.now(): milliseconds since the start, non-decreasing;
// timeOrigin close to Date.now() - now().
const a = performance.now();
let x = 0;
for (let i = 0; i < 100000; i++) x += i;
const b = performance.now();
console.log(typeof a, a >= 0, b >= a, x > 0);
console.log(typeof performance.timeOrigin, Math.abs(performance.timeOrigin + performance.now() - Date.now()) < 1000);
