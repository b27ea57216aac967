// A cycle cut open while still referenced: the remaining chain stays alive and intact.
const a = { name: 'a' }, b = { name: 'b' }, c = { name: 'c' };
a.next = b; b.next = c; c.next = a;
c.next = null;
let names = [];
for (let n = a; n; n = n.next) names.push(n.name);
console.log(names.join('->'));
