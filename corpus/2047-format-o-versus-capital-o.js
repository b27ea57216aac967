// %o shows hidden properties and goes 4 levels deep; %O is plain inspect.
const v = { f() {}, a: [1, { b: { c: { d: { e: 1 } } } }] };
console.log("%o", v);
console.log("%O", v);
console.log("%o", [1, 2]);
