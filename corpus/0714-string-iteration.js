// Checks iterating strings by code point (for-of, spread, Array.from) versus by index.
const s = "x\u{1D11E}y\u{1F600}";
const byIndex = [];
for (let i = 0; i < s.length; i++) byIndex.push(s.charCodeAt(i).toString(16));
console.log(s.length, byIndex.join(" "));
const byPoint = [];
for (const ch of s) byPoint.push(ch.codePointAt(0).toString(16));
console.log(byPoint.join(" "));
console.log(Array.from(s).length, [...s].reverse().join("") === "\u{1F600}y\u{1D11E}x");
const it = s[Symbol.iterator]();
console.log(it.next(), it.next().value.length);
console.log("naïve".split("").reverse().join(""), [..."naïve"].reverse().join(""));
