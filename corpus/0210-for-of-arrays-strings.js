// Checks for-of over arrays (including holes), strings with surrogate pairs, and array entries.
for (const v of [1, , 3]) console.log("value", v);
const chars = [];
for (const ch of "a\u{1F600}b\u00e9") chars.push(ch);
console.log(chars.length, chars);
console.log("a\u{1F600}b".length);
for (const [i, v] of ["x", "y"].entries()) console.log(i, v);
for (const k of ["p", "q"].keys()) console.log("k", k);
const lone = "\ud800x";
const pieces = [];
for (const c of lone) pieces.push(c.length);
console.log(pieces);
try {
  for (const x of 5) console.log(x);
} catch (e) {
  console.log(e.name, e.message);
}
