// qs (CommonJS with a tree of small dependencies: side-channel,
// get-intrinsic, call-bound, es-errors, ...): parses and stringifies nested
// query strings with brackets, arrays, dots and custom options.
import qs from "qs";

const inputs = [
  "a=1&b=2&b=3",
  "user[name]=ada&user[langs][]=js&user[langs][]=c&user[address][city]=London",
  "list[1]=b&list[0]=a&list[5]=f",
  "a.b.c=d&e=%20spaced%20&plus=a+b",
  "flag&empty=&enc=%E2%9C%93",
];
for (const s of inputs) console.log(s, "=>", JSON.stringify(qs.parse(s)));
console.log(JSON.stringify(qs.parse("a.b.c=d", { allowDots: true })));
console.log(JSON.stringify(qs.parse("?x=1&y=2", { ignoreQueryPrefix: true })));
console.log(JSON.stringify(qs.parse("a=1;b=2", { delimiter: ";" })));
console.log(JSON.stringify(qs.parse("n=1&n=2&n=3", { parameterLimit: 2 })));

const obj = { user: { name: "Ada Lovelace", tags: ["math", "code"] }, q: "x&y=z", n: 7, skip: undefined, nil: null };
console.log(qs.stringify(obj));
console.log(qs.stringify(obj, { encode: false }));
for (const arrayFormat of ["indices", "brackets", "repeat", "comma"]) {
  console.log(arrayFormat, qs.stringify({ a: ["x", "y"] }, { arrayFormat, encodeValuesOnly: true }));
}
console.log(qs.stringify({ a: { b: { c: 1 } } }, { allowDots: true, addQueryPrefix: true }));
console.log(qs.stringify({ b: 2, a: 1, c: 3 }, { sort: (x, y) => x.localeCompare(y) }));
const round = qs.parse(qs.stringify(obj));
console.log("round trip:", JSON.stringify(round));
