// The default depth of 2: deeper objects and arrays become [Object]/[Array].
console.log({ l1: { l2: { l3: { l4: 1 } } } });
console.log([[[[1]]]], [{ a: [{ b: 1 }] }]);
class Deep { constructor() { this.inner = { more: { evenMore: {} } }; } }
console.log({ d: new Deep() });
console.log({ m: new Map([[1, { x: { y: 1 } }]]) });
