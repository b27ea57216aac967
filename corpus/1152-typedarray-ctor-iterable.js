// Typed arrays from arrays, array-likes, iterables and generators.
console.log(new Int16Array([1, -2, 40000]));
console.log(new Uint8Array({ length: 3, 0: 7, 2: "9" }));
console.log(new Float64Array(new Set([1.5, 2.5])));
function* gen() { yield 1; yield 2; yield 3; }
console.log(new Uint32Array(gen()));
console.log(new Int8Array([1, , 3]), new Int8Array({}));
const it = { [Symbol.iterator]() { let i = 0; return { next: () => ({ done: i >= 2, value: ++i * 10 }) }; } };
console.log(new Uint8Array(it));
try { new Uint8Array({ [Symbol.iterator]: 1 }); } catch (e) { console.log(e.name); }
try { new Uint8Array([Symbol()]); } catch (e) { console.log(e.name + ": " + e.message); }
