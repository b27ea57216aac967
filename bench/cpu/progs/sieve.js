// A sieve of Eratosthenes over a pushed boolean array, run several times,
// then a twin-prime count over the flags.
function sieve(n) {
  const flags = [];
  for (let i = 0; i <= n; i++) flags.push(true);
  flags[0] = flags[1] = false;
  for (let i = 2; i * i <= n; i++) {
    if (!flags[i]) continue;
    for (let j = i * i; j <= n; j += i) flags[j] = false;
  }
  return flags;
}
let primes = 0, twins = 0;
for (let round = 0; round < 4; round++) {
  const flags = sieve(2000000 + round);
  for (let i = 0; i < flags.length; i++) {
    if (flags[i]) { primes++; if (i >= 2 && flags[i - 2]) twins++; }
  }
}
console.log("sieve", primes, twins);
