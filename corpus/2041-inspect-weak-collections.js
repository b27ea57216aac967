// WeakMap and WeakSet contents are not listed; generator objects.
const k = {};
const wm = new WeakMap([[k, 1]]);
const ws = new WeakSet([k]);
console.log(wm, ws, [wm]);
function* gen() { yield 1; }
console.log(gen(), { g: gen() });
