// String.prototype.isWellFormed and toWellFormed (ES2024, in Node 20): lone
// surrogates, pairs in either order, a String object receiver, null.
const xs = ["", "abc", "\ud800", "a\udc00b", "\ud83d\ude00", "\ude00\ud83d", "x\ud83d", "\ud83d\ud83d\ude00"];
for (const s of xs) console.log(JSON.stringify(s), s.isWellFormed(), JSON.stringify(s.toWellFormed()), s.toWellFormed() === s);
console.log(String.prototype.isWellFormed.call(new String("\ud800z")), String.prototype.toWellFormed.length);
try { String.prototype.toWellFormed.call(null); } catch (e) { console.log(e.name, e.message); }
