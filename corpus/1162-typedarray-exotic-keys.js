// Integer-indexed keys: never properties, out-of-range writes ignored, canonical numeric strings.
const a = new Uint8Array(3);
a[5] = 1; a[-1] = 2; a["1.5"] = 3; a["-0"] = 4; a[1] = 9;
console.log(a, Object.keys(a), a[5], a["-0"], a["1.5"]);
a["01"] = 5; a.foo = 6; a["1e3"] = 7; a["Infinity"] = 8; a["1e+21"] = 9;
console.log(Object.keys(a), a["01"], a["1e3"], a.Infinity, a["1e+21"]);
console.log(0 in a, 3 in a, "-0" in a, "1.5" in a, "foo" in a, "01" in a);
Object.prototype[7] = "proto";
console.log(a[7], [0, 1, 2, 3, 4, 5, 6, 7][7]);
delete Object.prototype[7];
const keys = [];
for (const k in a) keys.push(k);
console.log(keys);
console.log(delete a[10], delete a.foo, Object.getOwnPropertyNames(a));
try { delete a[0]; } catch (e) { console.log(e.name + ": " + e.message); }
console.log(Object.getOwnPropertyDescriptor(a, 1), Object.getOwnPropertyDescriptor(a, 3));
console.log(Reflect.has(a, 2), Reflect.ownKeys(new Int8Array(2)));
