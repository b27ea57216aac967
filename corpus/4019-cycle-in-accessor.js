// A getter defined on the object it reads, closing a cycle through the accessor pair.
let s = 0;
for (let i = 0; i < 5000; i++) {
  const o = { raw: i };
  Object.defineProperty(o, 'twice', { get: () => o.raw * 2, configurable: true });
  s += o.twice;
}
console.log(s);
