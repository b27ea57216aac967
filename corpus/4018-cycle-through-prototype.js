// Objects whose prototype refers back to them.
let n = 0;
for (let i = 0; i < 5000; i++) {
  const proto = { kind: 'p' };
  const o = Object.create(proto);
  proto.instance = o;
  n += o.kind === 'p' && o.instance === o ? 1 : 0;
}
console.log(n);
