// Checks a realistic program: BFS, DFS, Dijkstra and topological sort on small graphs stored in objects.
const edges = [
  ["A", "B", 4], ["A", "C", 2], ["B", "C", 5], ["B", "D", 10],
  ["C", "E", 3], ["E", "D", 4], ["D", "F", 11], ["E", "F", 20], ["G", "H", 1],
];
const graph = {};
const addNode = (n) => (graph[n] ??= []);
for (const [u, v, w] of edges) {
  addNode(u).push({ to: v, w });
  addNode(v).push({ to: u, w });
}
for (const n of Object.keys(graph)) graph[n].sort((a, b) => (a.to < b.to ? -1 : 1));

function bfs(start) {
  const dist = { [start]: 0 };
  const order = [];
  const queue = [start];
  while (queue.length) {
    const u = queue.shift();
    order.push(u);
    for (const { to } of graph[u]) {
      if (!(to in dist)) {
        dist[to] = dist[u] + 1;
        queue.push(to);
      }
    }
  }
  return { order, dist };
}

function dfs(start, visited = {}, order = []) {
  visited[start] = true;
  order.push(start);
  for (const { to } of graph[start]) if (!visited[to]) dfs(to, visited, order);
  return order;
}

function dijkstra(source) {
  const dist = {};
  const prev = {};
  const done = {};
  for (const n in graph) dist[n] = Infinity;
  dist[source] = 0;
  for (;;) {
    let u = null;
    for (const n in graph) if (!done[n] && dist[n] < Infinity && (u === null || dist[n] < dist[u])) u = n;
    if (u === null) break;
    done[u] = true;
    for (const { to, w } of graph[u]) {
      if (dist[u] + w < dist[to]) {
        dist[to] = dist[u] + w;
        prev[to] = u;
      }
    }
  }
  return { dist, prev };
}

function path(prev, target) {
  const p = [target];
  while (prev[p[0]] !== undefined) p.unshift(prev[p[0]]);
  return p.join(" -> ");
}

const { order, dist } = bfs("A");
console.log("BFS order:", order.join(" "), dist);
console.log("DFS order:", dfs("A").join(" "));
const d = dijkstra("A");
for (const n of Object.keys(graph)) {
  console.log(`A to ${n}: ${d.dist[n] === Infinity ? "unreachable" : d.dist[n] + " via " + path(d.prev, n)}`);
}
const components = [];
const seen = {};
for (const n of Object.keys(graph).sort()) {
  if (!seen[n]) components.push(dfs(n, seen, []).sort().join(""));
}
console.log("components:", components);

const deps = { app: ["lib", "util"], lib: ["core"], util: ["core", "fmt"], fmt: [], core: [], cli: ["app"] };
function topo(g) {
  const state = {};
  const out = [];
  const visit = (n, trail) => {
    if (state[n] === "done") return;
    if (state[n] === "active") throw new Error("cycle: " + [...trail, n].join(" > "));
    state[n] = "active";
    for (const m of g[n]) visit(m, [...trail, n]);
    state[n] = "done";
    out.push(n);
  };
  for (const n of Object.keys(g)) visit(n, []);
  return out;
}
console.log("build order:", topo(deps).join(", "));
deps.core.push("cli");
try {
  topo(deps);
} catch (e) {
  console.log(e.message);
}
