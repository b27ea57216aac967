// JSON and BigInts: stringify throws V8's TypeError for BigInt values and
// wrappers (nested too), a replacer or toJSON may convert them, and
// JSON.parse never makes one.
for (const v of [1n, { a: 1n }, [1, 2n], Object(3n), { deep: { deeper: [2n ** 70n] } }]) {
    try { console.log(JSON.stringify(v)); } catch (e) { console.log(e.name + ": " + e.message); }
}
console.log(JSON.stringify({ a: 1n, b: [2n ** 64n] }, (k, v) => (typeof v === "bigint" ? v.toString() + "n" : v)));
BigInt.prototype.toJSON = function () { return `big:${this}`; };
console.log(JSON.stringify({ x: 12n, y: [Object(-4n)] }), JSON.stringify(5n));
delete BigInt.prototype.toJSON;
console.log(typeof JSON.parse("12345678901234567890123"), JSON.parse("[1]")[0]);
