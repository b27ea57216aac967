// Object.prototype.__proto__ reads and writes the prototype.
const base = { hello() { return "hi"; } };
const o = {};
console.log(o.__proto__ === Object.prototype);
o.__proto__ = base;
console.log(o.hello(), Object.getPrototypeOf(o) === base);
o.__proto__ = 5;
console.log(Object.getPrototypeOf(o) === base);
const n = Object.create(null);
console.log(n.__proto__);
try { base.__proto__ = o; } catch (e) { console.log(e.name, e.message); }
console.log(Object.getOwnPropertyNames(Object.prototype).includes("__proto__"));
