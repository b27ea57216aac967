// Circular references: <ref *N> on the target, [Circular *N] at the use.
const a = { name: "a" };
a.self = a;
console.log(a);
const b = { list: [] };
b.list.push(b, { back: b });
console.log(b);
const m = new Map();
m.set("me", m);
console.log(m);
const x = { y: {} };
x.y.x = x;
const p = { q: {} };
p.q.p = p;
console.log([x, p]);
