// BigInt bitwise operators and shifts with two's-complement semantics on
// arbitrary precision: negative operands, widths past 64 bits, shifts by
// negative counts, and >> rounding towards minus infinity.
const vals = [0n, 5n, -5n, 2n ** 70n + 3n, -(2n ** 70n) - 3n, -1n];
for (const x of vals)
    for (const y of [3n, -3n, 2n ** 65n - 1n, -(2n ** 66n)])
        console.log(`${x} ${y}:`, x & y, x | y, x ^ y);
for (const x of vals) console.log(~x, x << 3n, x >> 3n, x << -2n, x >> -70n, x >> 200n);
console.log(1n << 100n, (1n << 100n) >> 99n, -(1n << 100n) >> 1n, (-(1n << 100n) - 1n) >> 100n);
console.log((-7n) >> 1n, (-8n) >> 1n, (-9n) >> 64n, 123456789123456789n >> 7n, -123456789123456789n << 77n);
