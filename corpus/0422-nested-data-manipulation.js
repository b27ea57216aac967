// Checks grouping, counting and transforming nested arrays of objects with only core built-ins.
const orders = [
  { id: 1, customer: "kim", items: [{ sku: "pen", qty: 3 }, { sku: "ink", qty: 1 }] },
  { id: 2, customer: "lee", items: [{ sku: "pad", qty: 2 }] },
  { id: 3, customer: "kim", items: [{ sku: "pen", qty: 1 }, { sku: "pad", qty: 5 }] },
];
const byCustomer = {};
for (const o of orders) (byCustomer[o.customer] ??= []).push(o.id);
console.log(byCustomer);
const counts = {};
orders.forEach(({ items }) => items.forEach(({ sku, qty }) => { counts[sku] = (counts[sku] ?? 0) + qty; }));
console.log(counts, Object.entries(counts).sort(([, a], [, b]) => b - a)[0]);
const flat = orders.map((o) => o.items.map((it) => `${o.id}:${it.sku}x${it.qty}`)).flat();
console.log(flat);
console.log(JSON.stringify(Object.fromEntries(Object.entries(counts).map(([k, v]) => [k.toUpperCase(), v]))));
