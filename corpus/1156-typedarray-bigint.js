// BigInt64Array and BigUint64Array: wrapping stores, BigInt loads, mixing errors.
const s = new BigInt64Array(4), u = new BigUint64Array(4);
const vals = [2n ** 63n, -1n, 2n ** 64n + 3n, -(2n ** 63n) - 1n];
for (let i = 0; i < 4; i++) { s[i] = vals[i]; u[i] = vals[i]; }
console.log(s, u);
console.log(typeof s[0], s[1] === -1n, u[1] === 2n ** 64n - 1n);
s[0] = "12"; s[1] = true;
console.log(s[0], s[1]);
for (const f of [() => { s[0] = 1; }, () => { new Uint8Array(1)[0] = 1n; }, () => { s[0] = "1.5"; }, () => s.fill(2), () => BigInt64Array.of(1)]) {
  try { f(); console.log("ok"); } catch (e) { console.log(e.name + ": " + e.message); }
}
console.log(BigInt64Array.from([1n, 2n], (x) => x * 3n), s.includes(1n), s.indexOf(12n));
console.log(new BigInt64Array([5n, -3n, 2n ** 40n, 0n]).sort());
