// BigInt arithmetic: + - * / % ** and unary minus, ++ and --, with carries
// and borrows across limbs, truncating division and the sign of the
// remainder, and results crossing the small/large boundary both ways.
const a = 2n ** 64n - 1n, b = 2n ** 32n + 1n;
console.log(a + 1n, a + b, a - b, b - a, a * b, a * -b);
console.log(a / b, a % b, -a / b, -a % b, a / -b, a % -b);
console.log(7n / 2n, -7n / 2n, 7n % -2n, -7n % -2n, 0n / 5n, 5n / 5n);
console.log(3n ** 0n, 0n ** 0n, (-2n) ** 63n, (-1n) ** 1001n, 10n ** 40n, 2n ** 200n / 2n ** 199n);
let i = 140737488355326n;
i++; console.log(i); i++; console.log(i); i--; i--; console.log(i);
let j = -140737488355327n;
j--; console.log(j); j--; console.log(j, typeof j); j += 2n; console.log(j);
let k = 5n; const old = k++; console.log(old, k, -k, - -k);
// A long product and its quotient back.
let p = 1n;
for (let n = 1n; n <= 40n; n++) p *= n * 1000003n;
let q = p;
for (let n = 40n; n >= 1n; n--) q /= n * 1000003n;
console.log(p, q);
// Knuth D's correction steps: divisors whose top limbs make q-hat too big.
const d = 0xFFFF_FFFF_0000_0000_0000_0001n, x = d * 0xFFFF_FFFF_FFFF_FFFFn + (d - 1n);
console.log(x / d, x % d, (x * x) / d % 1000000007n, (x * x) % d);
