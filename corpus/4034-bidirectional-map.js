// Parent/child object maps keyed by strings, with back references.
const parents = {};
for (let p = 0; p < 200; p++) {
  const parent = { name: 'p' + p, children: {} };
  for (let c = 0; c < 20; c++) parent.children['c' + c] = { parent, c };
  parents[parent.name] = parent;
}
let s = 0;
for (const name of Object.keys(parents)) for (const ch of Object.values(parents[name].children)) s += ch.parent.name === name ? ch.c : 0;
console.log(s);
for (const name of Object.keys(parents)) delete parents[name];
console.log(Object.keys(parents).length);
