// bench/elements/elements.js - element access with computed keys: stores,
// reads and compound updates `a[i] op= v` on arrays filled by push, a
// sieve over a boolean array, and a histogram of small integer keys. The
// keys are numbers, so no key should ever become a string.

function flags(n, rounds) {
  const a = [];
  for (let i = 0; i < n; i++) a.push(false);
  let set = 0;
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < n; i++) a[i] = (i + r) % 3 === 0;
    for (let i = 0; i < n; i++) if (a[i]) set++;
  }
  return set;
}

function sieve(n) {
  const composite = [];
  for (let i = 0; i <= n; i++) composite.push(false);
  let count = 0;
  for (let i = 2; i <= n; i++) {
    if (composite[i]) continue;
    count++;
    for (let j = i * i; j <= n; j += i) composite[j] = true;
  }
  return count;
}

function histogram(n) {
  const bins = [];
  for (let i = 0; i < 64; i++) bins.push(0);
  let x = 12345;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    bins[x % 64] += 1;
    bins[(x >> 8) % 64]++;
  }
  let max = 0;
  for (let i = 0; i < 64; i++) if (bins[i] > max) max = bins[i];
  return max;
}

console.log("flags", flags(5000, 400));
console.log("sieve", sieve(2000000));
console.log("histogram", histogram(1000000));
