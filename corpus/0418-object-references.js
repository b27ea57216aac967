// Checks that objects and arrays are shared by reference and copies are shallow.
const a = { list: [1, 2], n: 1 };
const b = a;
b.n = 2;
const shallow = { ...a };
shallow.list.push(3);
shallow.n = 99;
console.log(a, shallow, a === b, a.list === shallow.list);
function mutate(obj) { obj.touched = true; obj = { replaced: true }; return obj; }
const c = {};
console.log(mutate(c), c);
const deep = JSON.parse(JSON.stringify(a));
deep.list.push(4);
console.log(a.list, deep.list);
