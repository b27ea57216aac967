// console.log of a Set over 100 items, a subclass, and extra properties.
const s = new Set();
for (let i = 0; i < 105; i++) s.add(i);
console.log(s);
class Registry extends Map {}
const r = new Registry([["id", 7]]);
console.log(r);
const m = new Map([[1, 1]]);
m.label = "extra";
console.log(m);
console.log(new Set([new Map([[{ a: { b: { c: {} } } }, 1]])]));
