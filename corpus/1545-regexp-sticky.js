// The y flag anchors at lastIndex.
const y = /foo/y;
console.log(y.test("foofoo"), y.lastIndex, y.test("foofoo"), y.lastIndex, y.test("foofoo"), y.lastIndex);
const z = /b/y;
z.lastIndex = 1;
console.log(z.exec("abc")[0], z.lastIndex, z.exec("abc"), z.lastIndex);
console.log("a-b-c".split(/-/y), "xaxbx".replace(/x/y, "_"), "aaba".match(/a/gy));
const tok = /\s*(\d+|[+*()-])/y;
const src = "12 + (3*4)";
const out = [];
let mm;
while ((mm = tok.exec(src))) out.push(mm[1]);
console.log(out);
