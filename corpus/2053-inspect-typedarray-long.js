// Long typed arrays: grouped columns and "... N more items" past 100 elements.
const a = new Uint16Array(130);
for (let i = 0; i < a.length; i++) a[i] = i * 37 % 1000;
console.log(a);
const f = new Float64Array(30);
for (let i = 0; i < f.length; i++) f[i] = i / 7;
console.log(f);
console.log(new BigInt64Array(101));
