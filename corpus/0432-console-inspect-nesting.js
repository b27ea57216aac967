// Checks console.log of nested objects and arrays: depth limit [Object]/[Array], circular refs, empty values.
const deep = { l1: { l2: { l3: { l4: "too deep" } }, arr: [[1, [2, [3, [4]]]]] } };
console.log(deep);
console.log([[[[["five levels"]]]]]);
const circ = { name: "root", items: [] };
circ.self = circ;
circ.items.push({ parent: circ });
console.log(circ);
const a = [1];
a.push(a);
console.log(a);
console.log({}, [], [[]], [{}], { a: {} }, { a: [] });
console.log(null, undefined, true, 3, "top-level string", ["nested string"], Symbol("sym"));
console.log([undefined, null, -0, NaN, Infinity], { u: undefined, n: null });
