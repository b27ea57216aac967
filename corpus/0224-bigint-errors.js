// The errors V8 throws for BigInt operators: mixing with Numbers, unary
// plus, >>>, Math functions, division by zero, a negative exponent, and
// results past the maximum size.
const tries = {
    "1n + 1": () => 1n + 1,
    "1 * 2n": () => 1 * 2n,
    "1n - true": () => 1n - true,
    "1n & 1": () => 1n & 1,
    "2 ** 2n": () => 2 ** 2n,
    "+1n": () => +1n,
    "1n >>> 0n": () => 1n >>> 0n,
    "1n >>> 1": () => 1n >>> 1,
    "Math.abs(1n)": () => Math.abs(1n),
    "Math.max(1n, 2)": () => Math.max(1n, 2),
    "1n / 0n": () => 1n / 0n,
    "1n % 0n": () => (2n ** 100n) % 0n,
    "2n ** -1n": () => 2n ** -1n,
    "1n << 2n ** 31n": () => 1n << 2n ** 31n,
    "2n ** 2n ** 31n": () => 2n ** 2n ** 31n,
    "Number + BigInt object": () => 1 + Object(1n),
    "isNaN(1n)": () => isNaN(1n),
    "x += 1": () => { let x = 1n; x += 1; return x; },
};
for (const [name, f] of Object.entries(tries)) {
    try {
        console.log(name, "=", f());
    } catch (e) {
        console.log(name, "->", e.name + ": " + e.message);
    }
}
console.log(1n + "1", "x" + 2n, 0n ** 0n, 1n << 0n, 0n << 2n ** 40n, (-1n) >> 2n ** 40n, 1n ** (2n ** 40n));
