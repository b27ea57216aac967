// An object that refers to itself, created and dropped many times; the collector reclaims each.
let total = 0;
for (let i = 0; i < 20000; i++) {
  const o = { id: i };
  o.self = o;
  total += o.self.id;
}
console.log(total);
