// Object.getOwnPropertySymbols lists symbol keys in insertion order.
const a = Symbol("a"), b = Symbol("b");
const o = { x: 1, [b]: 2, [a]: 3 };
console.log(Object.getOwnPropertySymbols(o), Object.getOwnPropertySymbols({}));
console.log(Object.getOwnPropertySymbols(Symbol.prototype).map(String));
