// A pseudo-random object graph with many cycles, rebuilt several times.
let seed = 12345;
function rnd(n) { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; }
for (let round = 0; round < 4; round++) {
  const nodes = [];
  for (let i = 0; i < 20000; i++) nodes.push({ id: i, out: [] });
  for (let i = 0; i < 40000; i++) nodes[rnd(20000)].out.push(nodes[rnd(20000)]);
  let edges = 0;
  for (const n of nodes) edges += n.out.length;
  console.log(round, edges);
}
