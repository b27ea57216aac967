// Global and sticky regexes advance lastIndex; failure resets it.
const r = /o/g;
const s = "foo boo";
let m;
while ((m = r.exec(s)) !== null) console.log(m.index, r.lastIndex);
console.log(r.lastIndex);
r.lastIndex = 100;
console.log(r.test(s), r.lastIndex);
const t = /a/g;
console.log(t.test("aa"), t.test("aa"), t.test("aa"), t.test("aa"));
const plain = /o/;
plain.lastIndex = 3;
console.log(plain.exec(s).index, plain.lastIndex);
