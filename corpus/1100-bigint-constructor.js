// BigInt(): from integral Numbers (exactly, up to Number.MAX_VALUE), from
// strings (whitespace, radix prefixes, signs, empty), booleans and objects,
// and the errors for fractions, NaN, Infinity, bad strings and others.
const inputs = [0, -0, 42, -42, 2 ** 53, 1e21, -1e21, Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, 2 ** 100,
    "123", "  -77  ", "+5", "0x1f", "0XFF", "0o17", "0b101", "", "  \n\t", "000123", "9".repeat(40),
    true, false, { valueOf: () => 12 }, { toString: () => "0x10" }, Object(7n), [5],
    1.5, NaN, Infinity, -Infinity, "1.5", "1e3", "0x", "-0x10", "1n", "12abc", "1_000", undefined, null, Symbol("s"), {}];
for (const x of inputs) {
    const shown = typeof x === "symbol" ? x.toString() : typeof x === "string" ? JSON.stringify(x) : String(x);
    try {
        console.log(shown, "->", BigInt(x));
    } catch (e) {
        console.log(shown, "!!", e.name + ": " + e.message);
    }
}
try { new BigInt(1); } catch (e) { console.log(e.name + ": " + e.message); }
console.log(BigInt.length, BigInt.name, typeof BigInt, Object.getOwnPropertyNames(BigInt).sort());
