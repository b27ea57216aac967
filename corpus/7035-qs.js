// qs 6.17 (CommonJS, with get-intrinsic, side-channel and call-bound under
// it): nested query strings both ways. get-intrinsic reads the global eval
// and probes the AsyncFunction constructor through a module whose
// package.json sends require to an ES module that exports "module.exports".
import qs from "qs";

console.log(qs.parse("a[b][c]=1&a[d]=2&e=x%20y&f[]=1&f[]=2"));
console.log(qs.parse("a=1&a=2&b[0]=x&b[2]=z&c[1]=q"));
console.log(qs.parse("a.b.c=d&list=1,2,3", { allowDots: true, comma: true }));
console.log(qs.parse("?x=1&y=%E2%9C%93&z", { ignoreQueryPrefix: true, strictNullHandling: true }));
console.log(qs.parse("a[b][c][d][e][f][g]=deep"), qs.parse("a[b][c][d][e][f][g]=deep", { depth: 2 }));
console.log(qs.parse("utf8=%E2%9C%93&name=%C3%A9", { charset: "utf-8", charsetSentinel: true }));
console.log(qs.parse("a[]=b&a[]=c", { parseArrays: false }));
console.log(qs.parse("__proto__[x]=1&constructor[y]=2&hasOwnProperty=3"));
console.log(qs.parse("a=b;c=d", { delimiter: /[;,]/ }));

const data = { a: { b: [1, 2], c: "x y", d: { e: true } }, f: null, g: undefined, h: "ü&=", i: [] };
console.log(qs.stringify(data));
console.log(qs.stringify(data, { encode: false }));
for (const arrayFormat of ["indices", "brackets", "repeat", "comma"]) {
  console.log(arrayFormat, qs.stringify({ a: [1, 2, 3] }, { arrayFormat }));
}
console.log(qs.stringify({ a: { b: { c: 1 } } }, { allowDots: true }));
console.log(qs.stringify({ a: null, b: "" }, { strictNullHandling: true, addQueryPrefix: true }));
console.log(qs.stringify({ d: new Date(Date.UTC(2024, 1, 29, 12)), s: Symbol.iterator.description }));
console.log(qs.stringify({ z: 1, a: 2, m: 3 }, { sort: (x, y) => x.localeCompare(y) }));
console.log(qs.stringify({ a: "x", b: "y" }, { filter: ["a"] }));
console.log(qs.stringify({ a: "\u00e9" }, { charset: "iso-8859-1", charsetSentinel: true }));

// Round trips.
const round = { user: { name: "Ada", langs: ["en", "fr"], meta: { age: "36" } }, q: "a b&c" };
const s = qs.stringify(round);
console.log(s, JSON.stringify(qs.parse(s)) === JSON.stringify(round));

try {
  qs.parse("a=1&b=2&c=3", { parameterLimit: 2, throwOnLimitExceeded: true });
} catch (e) {
  console.log(e.name, e.message);
}
try {
  qs.stringify({ a: 1 }, { encoder: "not a function" });
} catch (e) {
  console.log(e.name, e.message);
}
