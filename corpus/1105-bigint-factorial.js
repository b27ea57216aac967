// Arbitrary precision: 3249! has 10,000 digits and prints exactly as Node
// prints it; its digit sum, hex form and a round trip through the string.
let f = 1n;
for (let i = 2n; i <= 3249n; i++) f *= i;
const s = f.toString();
console.log(s.length);
console.log(s);
let sum = 0;
for (const c of s) sum += c.charCodeAt(0) - 48;
console.log(sum, f.toString(16).length, BigInt(s) === f, f % 1000000007n, f / 10n ** 9990n);
