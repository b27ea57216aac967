// Checks for-in enumeration order: integer-like keys ascending first, then strings in insertion order, then inherited.
const obj = { b: 1, 2: "two", a: 2, 1: "one", "-1": "neg", "01": "lead", 10: "ten", 4294967294: "max", 4294967295: "over" };
const keys = [];
for (const k in obj) keys.push(k);
console.log(keys.join(" "));
console.log(Object.keys(obj).join(" "));
const proto = { inherited: 1, shadow: 1 };
const child = Object.create(proto);
child.own = 1;
child.shadow = 2;
for (const k in child) console.log("key", k, child.hasOwnProperty(k));
const arr = ["x", "y"];
arr.extra = true;
for (const i in arr) console.log(i, typeof i);
for (const k in "hi") console.log("str", k);
