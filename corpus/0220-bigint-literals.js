// BigInt literals: decimal, hex, octal and binary forms, numeric
// separators, literals past 2^47 and past 2^64, typeof.
const lits = [0n, 7n, 1_000_000n, 0x1Fn, 0xFFn, 0o777n, 0O17n, 0b1011n, 0B1_0000n,
    140737488355327n, 140737488355328n, 18446744073709551615n, 0xFFFF_FFFF_FFFF_FFFF_FFFFn,
    123456789012345678901234567890123456789n, 0b1111111111111111111111111111111111111111111111111n];
for (const x of lits) console.log(typeof x, String(x));
console.log(0x1_0n === 16n, 1_2_3n === 123n);
const neg = -9_007_199_254_740_993n;
console.log(neg, -0n, Object.is(-0n, 0n), -(-140737488355328n));
