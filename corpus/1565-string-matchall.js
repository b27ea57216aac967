// matchAll: an iterator of exec results; requires a global regex.
const it = "a1b22c333".matchAll(/[a-z](\d+)/g);
console.log(Object.prototype.toString.call(it), typeof it.next);
for (const m of it) console.log(m[0], m[1], m.index);
console.log([..."aaa".matchAll(/a*/g)].map((m) => m.index));
console.log([..."a.b".matchAll(".")].length, [..."xyz".matchAll("y")][0].index);
try { "abc".matchAll(/b/); } catch (e) { console.log(e.name + ": " + e.message); }
const r = /o/g;
r.lastIndex = 3;
console.log([..."foo boo".matchAll(r)].map((m) => m.index), r.lastIndex);
