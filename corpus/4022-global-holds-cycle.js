// A module-level binding keeps a cycle alive until the end of the program.
let registry = { entries: [] };
for (let i = 0; i < 1000; i++) {
  const e = { i, registry };
  registry.entries.push(e);
}
function later() { return registry.entries.filter((e) => e.registry === registry).length; }
for (let i = 0; i < 30000; i++) { const t = [i]; t.push(t); }
console.log(later());
