// Map/Set-heavy graph algorithms: a directed graph as a Map of Sets of node
// names, strongly connected components (Tarjan), BFS distances and the
// loop headers a depth-first search finds.
function buildGraph(n, seed) {
  const g = new Map();
  let x = seed;
  for (let i = 0; i < n; i++) g.set("n" + i, new Set());
  for (let i = 0; i < n; i++) {
    const from = g.get("n" + i);
    from.add("n" + ((i + 1) % n));
    for (let k = 0; k < 3; k++) {
      x = (x * 1103515245 + 12345) % 2147483648;
      from.add("n" + (x % n));
    }
  }
  return g;
}

function tarjan(g) {
  const index = new Map(), low = new Map(), onStack = new Set();
  const stack = [];
  let next = 0, count = 0, largest = 0;
  function visit(v) {
    index.set(v, next); low.set(v, next); next++;
    stack.push(v); onStack.add(v);
    for (const w of g.get(v)) {
      if (!index.has(w)) { visit(w); low.set(v, Math.min(low.get(v), low.get(w))); }
      else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      let size = 0, w;
      do { w = stack.pop(); onStack.delete(w); size++; } while (w !== v);
      count++;
      if (size > largest) largest = size;
    }
  }
  for (const v of g.keys()) if (!index.has(v)) visit(v);
  return count * 100000 + largest;
}

function bfs(g, start) {
  const dist = new Map([[start, 0]]);
  const queue = [start];
  let sum = 0;
  for (let head = 0; head < queue.length; head++) {
    const v = queue[head];
    const d = dist.get(v);
    sum += d;
    for (const w of g.get(v)) if (!dist.has(w)) { dist.set(w, d + 1); queue.push(w); }
  }
  return sum;
}

function loopHeaders(g, start) {
  const seen = new Set(), active = new Set(), headers = new Set();
  const work = [[start, g.get(start)[Symbol.iterator]()]];
  seen.add(start); active.add(start);
  while (work.length) {
    const top = work[work.length - 1];
    const step = top[1].next();
    if (step.done) { active.delete(top[0]); work.pop(); continue; }
    const w = step.value;
    if (active.has(w)) headers.add(w);
    else if (!seen.has(w)) { seen.add(w); active.add(w); work.push([w, g.get(w)[Symbol.iterator]()]); }
  }
  return headers.size;
}

let check = 0;
for (let round = 0; round < 30; round++) {
  const g = buildGraph(3000, round + 1);
  check += tarjan(g) + bfs(g, "n0") + loopHeaders(g, "n" + round);
}
console.log("graph", check);
