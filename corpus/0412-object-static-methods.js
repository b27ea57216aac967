// Checks Object.keys/values/entries/assign/fromEntries/freeze/isFrozen/create/getPrototypeOf.
const src = { a: 1, b: { c: 2 } };
const copy = Object.assign({}, src, { d: 3 }, null);
console.log(copy, copy.b === src.b);
console.log(Object.keys("ab"), Object.values([7, 8]), Object.entries({ x: [1] }));
console.log(Object.fromEntries([["k", 1], ["j", 2]]), Object.fromEntries(Object.entries({ p: 1 }).map(([k, v]) => [k.toUpperCase(), v * 10])));
const frozen = Object.freeze({ f: 1, inner: { g: 2 } });
frozen.inner.g = 3;
console.log(Object.isFrozen(frozen), Object.isFrozen(frozen.inner), frozen);
try { frozen.f = 2; } catch (e) { console.log(e.message); }
try { frozen.newProp = 1; } catch (e) { console.log(e.message); }
try { delete frozen.f; } catch (e) { console.log(e.message); }
const proto = { hello() { return "hi from proto"; } };
const obj = Object.create(proto);
console.log(obj.hello(), Object.getPrototypeOf(obj) === proto, Object.keys(obj));
console.log(Object.getPrototypeOf([]) === Array.prototype, Object.getPrototypeOf(Object.prototype));
console.log(Object.getOwnPropertyNames([1, 2]), Object.getOwnPropertyNames({ q: 1 }));
