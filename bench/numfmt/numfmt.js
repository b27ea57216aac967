// bench/numfmt: Number::toString on 10M assorted doubles (every value is
// new, so Node's number-string cache does not help): short decimals like
// prices, long 17-digit fractions, small reciprocals in exponent form,
// large non-integers and integers. Prints a checksum of the strings.
const N = 10_000_000;
let len = 0, sum = 0;
for (let i = 0; i < N; i++) {
  let x;
  switch (i % 5) {
    case 0: x = i / 100; break; // 12345.67
    case 1: x = i * 1.0000001; break; // 17 significant digits
    case 2: x = 1 / (i + 1) / 1e5; break; // 1.2345678901234567e-11
    case 3: x = (i + 0.5) * 1e17; break; // 1.2345e+23
    default: x = i; break; // integers
  }
  const s = "" + x;
  len += s.length;
  sum = (sum * 31 + s.charCodeAt(s.length >> 1)) | 0;
}
console.log(len, sum);
