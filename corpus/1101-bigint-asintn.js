// BigInt.asIntN and BigInt.asUintN: wrapping to 0..200 bits, negative
// inputs, values already in range, bit counts that are no index, and the
// size limit asUintN meets with a negative value.
const xs = [0n, 1n, -1n, 255n, 256n, -128n, -129n, 2n ** 63n, -(2n ** 63n), 2n ** 64n - 1n, 2n ** 64n, -(2n ** 64n) - 1n,
    123456789012345678901234567890n, -123456789012345678901234567890n];
for (const bits of [0, 1, 7, 8, 32, 47, 48, 63, 64, 65, 100, 200])
    console.log(bits, xs.map((x) => BigInt.asIntN(bits, x)).join(" "), "|", xs.map((x) => BigInt.asUintN(bits, x)).join(" "));
console.log(BigInt.asIntN(2 ** 53 - 1, -5n), BigInt.asUintN(2 ** 40, 5n), BigInt.asIntN("8", 255n), BigInt.asUintN(8.9, "257"), BigInt.asIntN(64, true));
for (const f of [() => BigInt.asIntN(-1, 1n), () => BigInt.asUintN(2 ** 53, 1n), () => BigInt.asUintN(2 ** 40, -1n),
    () => BigInt.asIntN(8, 1), () => BigInt.asUintN(8, "x"), () => BigInt.asIntN(8)]) {
    try { console.log(f()); } catch (e) { console.log(e.name + ": " + e.message); }
}
