// Locals that walk structures (`n = n.next`, `p = n`, `const u = g.right`)
// drop the node they leave without making it a cycle candidate
// (scr_release_walk): results must not change, and garbage that a walk
// lets go of must still be freed (the audit at exit checks every cell).

class Node {
  constructor(v, prev) { this.v = v; this.prev = prev; this.next = null; }
}
function makeList(n) {
  const head = new Node(0, null);
  let tail = head;
  for (let i = 1; i < n; i++) { const x = new Node(i, tail); tail.next = x; tail = x; }
  return head;
}

// A walk with a trailing pointer, over a doubly linked list.
function lastTwo(head) {
  let p = null, n = head;
  while (n) { p = n; n = n.next; }
  return [p.prev.v, p.v];
}
console.log(lastTwo(makeList(1000)).join());

// The list is cut loose half-way through the walk: the part behind the
// walker is a garbage cycle (prev links) that no candidate reaches.
const holder = { list: makeList(2000) };
let n = holder.list, steps = 0;
while (n) {
  if (steps === 1000) holder.list = null;
  steps++;
  n = n.next;
}
console.log("steps", steps, holder.list);

// Choices between reads, element reads, a walk returned and captured.
function walkTree(t, keys) {
  const out = [];
  for (const k of keys) {
    let cur = t;
    while (cur && cur.key !== k) cur = k < cur.key ? cur.l : cur.r;
    out.push(cur ? cur.key : "-");
  }
  return out.join(",");
}
function insert(t, k) {
  if (!t) return { key: k, l: null, r: null };
  let at = t;
  for (;;) {
    const side = k < at.key ? "l" : "r";
    const next = at[side];
    if (!next) { at[side] = { key: k, l: null, r: null }; return t; }
    at = next;
  }
}
let tree = null;
for (const k of [50, 20, 80, 10, 30, 70, 90, 25]) tree = insert(tree, k);
console.log(walkTree(tree, [25, 90, 55, 10]));
const grid = [[1, 2], [3, 4], [5, 6]];
let row = grid[0], total = 0;
for (let i = 0; i < grid.length; i++) { row = grid[i]; total += row[0] * row[1]; }
console.log("grid", total);
function deepest(o) {
  let x = o;
  while (x.child || x.alt) x = x.child || x.alt;
  return x;
}
console.log(deepest({ child: { alt: { child: { name: "leaf" } } } }).name);
function keeps(o) {
  let x = o;
  x = x.inner;
  return () => x.tag;
}
console.log(keeps({ inner: { tag: "captured" } })());

// Self-cycles and rings let go of by a walk.
let ring = { id: 0 };
ring.next = { id: 1, next: { id: 2, next: ring } };
let r = ring;
ring = null;
for (let i = 0; i < 7; i++) r = r.next;
console.log("ring", r.id);
let self = { self: null, id: "self" };
self.self = self;
const other = { id: "other" };
const box = { a: self, b: other };
self = null;
let w = box.a;
w = box.b; // the self-cycle's last outside reference was box.a
box.a = null;
console.log(w.id);
