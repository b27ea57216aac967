// Generators receive this and arguments.
const o = { base: 10, *g(a, b) { yield this.base + a; yield arguments.length; yield b; } };
console.log([...o.g(1, 2)]);
