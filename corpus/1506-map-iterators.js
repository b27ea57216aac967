// Map iterator objects: next(), done state, Symbol.iterator returns itself, toStringTag.
const m = new Map([["a", 1]]);
const it = m[Symbol.iterator]();
console.log(it[Symbol.iterator]() === it, Object.prototype.toString.call(it));
console.log(it.next(), it.next(), it.next());
console.log(Map.prototype[Symbol.iterator] === Map.prototype.entries);
console.log(Object.prototype.toString.call(m), m[Symbol.toStringTag]);
const v = m.values();
m.set("b", 2);
console.log(Array.from(v), Array.from(m.keys()));
try { it.next.call({}); } catch (e) { console.log(e.name); }
