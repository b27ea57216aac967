// Set and Map compare string keys by content, not by identity.
const a = "ab" + "c";
const b = ["a", "b", "c"].join("");
const s = new Set([a]);
console.log(s.has(b), s.has("abc"), new Set([a, b, "abc"]).size);
const m = new Map([[a, 1]]);
m.set(b, 2);
console.log(m.size, m.get("abc"));
const long = "x".repeat(100);
const m2 = new Map([[long, "long"]]);
console.log(m2.get("x".repeat(50) + "x".repeat(50)));
