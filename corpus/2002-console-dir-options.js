// console.dir with inspect options.
const v = { a: { b: { c: { d: 1 } } }, s: "str" };
console.dir(v);
console.dir(v, { depth: 0 });
console.dir(v, { depth: null });
console.dir("a string");
console.dir(Object.defineProperty({}, "h", { value: 1 }), { showHidden: true });
