// Checks === and !== including NaN, -0, objects by identity and mixed types.
console.log(NaN === NaN, NaN !== NaN);
console.log(0 === -0, -0 === 0);
console.log(1 === 1.0, "1" === 1, null === undefined, null === null);
const o = {};
const p = o;
console.log(o === p, o === {}, [] === []);
const s1 = Symbol("x");
console.log(s1 === s1, Symbol("x") === Symbol("x"));
console.log("ab" === "a" + "b", true === !0);
const fn = () => 1;
console.log(fn === fn, (() => 1) === (() => 1));
