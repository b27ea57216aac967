// bench/bigint: arbitrary-precision arithmetic. Factorials (big x small
// products, then toString of a large value), and a Miller-Rabin search for
// 256-bit primes (modular exponentiation: 256-bit products and remainders).

function factorial(n) {
    let f = 1n;
    for (let i = 2n; i <= n; i++) f *= i;
    return f;
}

function modpow(b, e, m) {
    let r = 1n;
    b %= m;
    while (e > 0n) {
        if (e & 1n) r = (r * b) % m;
        b = (b * b) % m;
        e >>= 1n;
    }
    return r;
}

const BASES = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n];

function isProbablePrime(n) {
    if (n < 2n) return false;
    for (const p of BASES) {
        if (n === p) return true;
        if (n % p === 0n) return false;
    }
    let d = n - 1n, s = 0;
    while ((d & 1n) === 0n) {
        d >>= 1n;
        s++;
    }
    outer: for (const a of BASES) {
        let x = modpow(a, d, n);
        if (x === 1n || x === n - 1n) continue;
        for (let i = 1; i < s; i++) {
            x = (x * x) % n;
            if (x === n - 1n) continue outer;
        }
        return false;
    }
    return true;
}

let digits = 0;
for (let k = 0; k < 6; k++) digits += factorial(2000n + BigInt(k) * 500n).toString().length;
console.log("factorial digits", digits);

let start = (1n << 255n) + 95n, found = [];
for (let n = start; found.length < 40; n += 2n) if (isProbablePrime(n)) found.push(n);
console.log("primes", found.length, found[0], found[found.length - 1] - start);
