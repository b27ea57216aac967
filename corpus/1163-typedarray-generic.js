// Typed arrays with Object.freeze, JSON.stringify, Array.from and Array.prototype methods.
const a = new Int16Array([3, 1, 2]);
try { Object.freeze(a); } catch (e) { console.log(e.name + ": " + e.message); }
console.log(Object.isFrozen(Object.freeze(new Uint8Array(0))), Object.isFrozen(a));
Object.seal(a);
console.log(Object.isSealed(a), Object.isExtensible(a));
a[0] = 8;
console.log(a[0], JSON.stringify(a), JSON.stringify({ t: new Uint8Array([1, 2]) }));
console.log(Array.from(a), Array.isArray(a), Array.prototype.map.call(a, (x) => x * 2));
console.log(Array.prototype.slice.call(a, 1), Array.prototype.join.call(a, "+"), [].concat(a).length);
console.log(Array.prototype.includes.call(a, 2), Array.prototype.indexOf.call(a, 2));
console.log(Object.entries(new Uint8Array([4, 5])), Object.values(new Int8Array([-1])));
