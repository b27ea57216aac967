// v-mode regex literals with set operations compile and their early
// errors are checked at compile time like u-mode ones.
const a = /[[a-z]--[aeiou]]/v, b = /[\p{Lu}&&\p{Script=Greek}]/v, c = /[\q{x|yz}]/v;
console.log(a.test("b"), a.test("e"), b.test("Ω"), b.test("A"), c.exec("ayz")[0]);
console.log(a.flags, b.source, String(c));
