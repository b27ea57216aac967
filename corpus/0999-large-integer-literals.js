// Number literals that are integers from 2^53 up to 1e17 in arithmetic the
// compiler keeps unboxed: each must stay a double in the generated C
// (2^53 * 2^53 once came out 0, an overflowed C long long product).
// Found by the differential fuzzer (fuzz/diff.py).
console.log(9007199254740993 * 9007199254740993);
console.log(9007199254740992 * 9007199254740992, 9007199254740992 + 9007199254740992);
console.log(10000000000000000 * 10000, 99999999999999999 * 3, 12345678901234567 * 89);
console.log(-9007199254740992 * 9007199254740992, -18014398509481984 - 18014398509481984);
console.log(9007199254740992 / 3, 9007199254740992 % 7, 9007199254740992 - 1);
function scale(k) {
  const big = 9007199254740992 * 4096;
  let acc = 0;
  for (let i = 0; i < k; i++) acc += 36028797018963968 * i;
  return [big, acc, acc / 36028797018963968, 1e16 * 1e16, 4503599627370496 * 2 * 2];
}
console.log(scale(4));
const values = [`${9007199254740993 * 9007199254740993}`, String(2 ** 53 * 9007199254740992)];
console.log(values, 9007199254740992 * 9007199254740992 === 2 ** 106);
