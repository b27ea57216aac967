// Map: set/get/has/delete/size/clear, chaining, insertion order.
const m = new Map();
console.log(m.set("a", 1) === m, m.size);
m.set("b", 2).set("c", 3).set("a", 10);
console.log([...m], m.get("a"), m.get("zz"), m.has("b"), m.has("zz"));
console.log(m.delete("b"), m.delete("b"), m.size, [...m.keys()]);
m.set("b", 20);
console.log([...m.entries()], [...m.values()]);
m.clear();
console.log(m.size, [...m], m.get("a"));
