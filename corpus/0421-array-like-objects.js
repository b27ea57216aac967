// Checks array-like objects with Array.from, Array.prototype methods via call, and length coercion.
const like = { 0: "a", 1: "b", 2: "c", length: 3 };
console.log(Array.from(like), Array.prototype.map.call(like, (s) => s.toUpperCase()));
console.log(Array.prototype.join.call(like, "-"), Array.prototype.indexOf.call(like, "b"));
console.log(Array.from({ length: "2" }), Array.from({ length: -1 }), Array.from({ length: 2.7 }));
console.log(Array.from({ 1: "x", length: 3 }), Array.from("hey", (ch, i) => ch + i));
const pushed = { length: 0 };
Array.prototype.push.call(pushed, "first", "second");
console.log(pushed);
console.log(Array.isArray(like), Array.isArray(Array.from(like)), Array.isArray([]), Array.isArray("abc"));
console.log(Array.prototype.slice.call("text"), Array.prototype.filter.call("a1b2", (c) => c > "9"));
