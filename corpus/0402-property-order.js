// Checks own property order: integer keys ascending, then string keys by insertion, deletion and re-add.
const o = {};
o.z = 1;
o[10] = "ten";
o.a = 2;
o[2] = "two";
o["1.0"] = "not int";
o[-3] = "negative";
o["007"] = "leading zero";
o[0] = "zero";
console.log(Object.keys(o));
delete o.z;
o.z = "re-added";
console.log(Object.keys(o));
console.log(JSON.stringify(o));
console.log(Object.entries({ b: 1, 1: 2, a: 3 }));
console.log(Object.values({ 3: "c", 1: "a", x: "x", 2: "b" }));
