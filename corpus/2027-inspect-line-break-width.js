// Objects break onto several lines when they pass 72/80 columns.
const make = (n) => Object.fromEntries(Array.from({ length: n }, (_, i) => ["key" + i, "v".repeat(i)]));
for (const n of [4, 5, 6, 7, 8]) console.log(make(n));
console.log({ aaaaaaaaaaaaaaaaaaaaaaaaa: 1, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb: 2, cccccccccc: 3 });
console.log({ aaaaaaaaaaaaaaaaaaaaaaaaa: 1, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb: 2, ccccccccccc: 3 });
