// Symbol keys and values, descriptions that need escaping.
const s = Symbol("desc");
console.log({ [s]: 1, [Symbol()]: 2, [Symbol("")]: 3, [Symbol.iterator]: 4 });
console.log([s, Symbol(), Symbol("a\nb"), Symbol.for("reg")]);
console.log({ [Symbol("it's")]: "x" }, Object(Symbol("boxed")));
