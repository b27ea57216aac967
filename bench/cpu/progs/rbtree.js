// Linked objects: a red-black tree (insertions with rotations, lookups, an
// in-order walk) keyed by numbers, node objects linked by parent/left/right.
class Node {
  constructor(key, value, parent) {
    this.key = key; this.value = value; this.parent = parent;
    this.left = null; this.right = null; this.red = true;
  }
}
class RBTree {
  constructor() { this.root = null; this.size = 0; }
  rotateLeft(x) {
    const y = x.right;
    x.right = y.left;
    if (y.left) y.left.parent = x;
    y.parent = x.parent;
    if (!x.parent) this.root = y;
    else if (x === x.parent.left) x.parent.left = y;
    else x.parent.right = y;
    y.left = x; x.parent = y;
  }
  rotateRight(x) {
    const y = x.left;
    x.left = y.right;
    if (y.right) y.right.parent = x;
    y.parent = x.parent;
    if (!x.parent) this.root = y;
    else if (x === x.parent.right) x.parent.right = y;
    else x.parent.left = y;
    y.right = x; x.parent = y;
  }
  insert(key, value) {
    let p = null, n = this.root;
    while (n) {
      if (key === n.key) { n.value = value; return; }
      p = n;
      n = key < n.key ? n.left : n.right;
    }
    let z = new Node(key, value, p);
    if (!p) this.root = z;
    else if (key < p.key) p.left = z;
    else p.right = z;
    this.size++;
    while (z.parent && z.parent.red) {
      const g = z.parent.parent;
      if (z.parent === g.left) {
        const u = g.right;
        if (u && u.red) { z.parent.red = false; u.red = false; g.red = true; z = g; }
        else {
          if (z === z.parent.right) { z = z.parent; this.rotateLeft(z); }
          z.parent.red = false; g.red = true; this.rotateRight(g);
        }
      } else {
        const u = g.left;
        if (u && u.red) { z.parent.red = false; u.red = false; g.red = true; z = g; }
        else {
          if (z === z.parent.left) { z = z.parent; this.rotateRight(z); }
          z.parent.red = false; g.red = true; this.rotateLeft(g);
        }
      }
    }
    this.root.red = false;
  }
  get(key) {
    let n = this.root;
    while (n) {
      if (key === n.key) return n.value;
      n = key < n.key ? n.left : n.right;
    }
    return undefined;
  }
  depth(n) { return n ? 1 + Math.max(this.depth(n.left), this.depth(n.right)) : 0; }
  sum() {
    let total = 0;
    const stack = [];
    let n = this.root;
    while (n || stack.length) {
      while (n) { stack.push(n); n = n.left; }
      n = stack.pop();
      total = (total + n.value) % 1000000007;
      n = n.right;
    }
    return total;
  }
}
let check = 0;
for (let round = 0; round < 5; round++) {
  const t = new RBTree();
  let x = round + 7;
  for (let i = 0; i < 100000; i++) {
    x = (x * 48271) % 2147483647;
    t.insert(x % 1000000, i);
  }
  let hits = 0;
  for (let i = 0; i < 200000; i++) if (t.get(i * 5) !== undefined) hits++;
  check += t.size + hits + t.depth(t.root) + t.sum();
}
console.log("rbtree", check);
