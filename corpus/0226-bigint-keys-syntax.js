// BigInt literals as property names in object literals, classes and
// destructuring patterns (the key is the decimal string, and names a
// method), and BigInts in switch cases and util.types.
import util from "node:util";
const o = { 1n() {}, get 2n() { return "getter"; }, 0x10n: "sixteen", 123456789012345678901234567890n: "big" };
console.log(o[1].name, o[2], o[16], Object.keys(o));
class A {
    3n = "field";
    static 0b101n() { return "static"; }
}
console.log(new A()[3], A[5](), A[5].name);
const { 1n: one, 0o7n: seven = "default" } = { 1: "destructured" };
console.log(one, seven);
for (const v of [2n ** 64n, 1n, 1, "1"]) {
    switch (v) {
        case 18446744073709551616n: console.log("2^64"); break;
        case 1n: console.log("one bigint"); break;
        default: console.log("other", typeof v);
    }
}
console.log(util.types.isBigIntObject(Object(1n)), util.types.isBigIntObject(1n), util.types.isBoxedPrimitive(Object(1n)),
    util.isDeepStrictEqual([1n, 2n ** 70n], [1n, 2n ** 70n]), util.isDeepStrictEqual(Object(2n ** 70n), Object(2n ** 70n)), util.isDeepStrictEqual(1n, 1));
