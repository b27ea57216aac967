// The RegExp constructor: strings, flags, copying a RegExp, RegExp() without new.
const r = new RegExp("a+b", "g");
console.log(r.source, r.flags, r.global, String(r));
console.log(String(new RegExp("a/b")), String(new RegExp("")), String(new RegExp("\n")));
const copy = new RegExp(r);
console.log(copy !== r, copy.flags, String(new RegExp(r, "i")));
console.log(RegExp(r) === r, RegExp(r, "g") === r, String(RegExp("x", "m")));
try { new RegExp("a", "gg"); } catch (e) { console.log(e.name + ": " + e.message); }
try { new RegExp("a", "q"); } catch (e) { console.log(e.name + ": " + e.message); }
console.log(String(new RegExp(undefined)), String(new RegExp(null)), String(new RegExp(12, undefined)));
