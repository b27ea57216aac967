// Checks symbol-keyed properties: not enumerated by keys/for-in/JSON but printed by console.log.
const s = Symbol("tag");
const hidden = Symbol();
const o = { visible: 1, [s]: "symbol value", [hidden]: 2 };
console.log(o[s], Object.keys(o), JSON.stringify(o));
for (const k in o) console.log("for-in", k);
console.log(o);
console.log(s.toString(), s.description, hidden.description, typeof s);
const key1 = { toString() { return "objKey"; } };
const m = {};
m[key1] = "v";
m[1] = "one";
m[true] = "t";
m[null] = "n";
console.log(m, Object.keys(m));
