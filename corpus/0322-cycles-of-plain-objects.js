// Garbage cycles of plain objects, which the cycle collector walks without
// the kind table (slots and [[Prototype]] only), mixed with what it must
// still walk through the table: arrays, Maps, closures, accessors, weak
// keys. Live data is checked after many passes have run.

class Node {
  constructor(l, r) { this.left = l; this.right = r; this.parent = null; }
}
function tree(d) {
  if (d === 0) return new Node(null, null);
  const n = new Node(tree(d - 1), tree(d - 1));
  n.left.parent = n;
  n.right.parent = n;
  return n;
}
function check(n) {
  if (n.left === null) return 1;
  if (n.left.parent !== n || n.right.parent !== n) return -1e9;
  return 1 + check(n.left) + check(n.right);
}

const keep = tree(10);
const wm = new WeakMap();
const liveKeys = [];
let total = 0;
for (let i = 0; i < 300; i++) {
  const t = tree(8);
  total += check(t);
  // A plain object key in a cycle with its value, kept for some i only.
  const k = { i, self: null };
  k.self = k;
  wm.set(k, { back: k, n: i });
  if (i % 50 === 0) liveKeys.push(k);
  // Plain objects whose slots hold accessors, arrays, maps and closures,
  // all in one garbage cycle.
  const o = { arr: [], map: new Map(), fn: null };
  Object.defineProperty(o, "acc", { get() { return o; }, enumerable: true });
  o.arr.push(o, t);
  o.map.set("o", o);
  o.fn = () => o;
  // A cycle through [[Prototype]]: q inherits from p, p refers to q.
  const p = { tag: "p" + i };
  const q = Object.create(p);
  p.q = q;
  q.own = i;
}
console.log("checked", total);
console.log("keep", check(keep));
console.log("weak keys", liveKeys.map((k) => wm.has(k) && wm.get(k).back === k && wm.get(k).n === k.i).join(","));
console.log("values", liveKeys.map((k) => wm.get(k).n).join(","));

// A long-lived tree rewired: a subtree cut loose is garbage (a cycle
// through old cells), the rest stays.
const big = tree(9);
const cut = big.left;
big.left = new Node(null, null);
big.left.parent = big;
console.log("after cut", check(big), check(cut));
cut.parent = null;
for (let i = 0; i < 100; i++) check(tree(7));
console.log("big", check(big), "cut", check(cut));

// Plain objects referred to from many places, released in every order.
const hubs = [];
for (let i = 0; i < 50; i++) {
  const hub = { id: i, peers: [] };
  for (let j = 0; j < 10; j++) hub.peers.push({ hub, j });
  hubs.push(hub);
}
for (let i = 0; i < 50; i += 2) hubs[i] = null;
let sum = 0;
for (const h of hubs) if (h) for (const p of h.peers) sum += p.hub.id + p.j;
console.log("hubs", sum);
