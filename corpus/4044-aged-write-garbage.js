// Writes into long-lived objects (old cells) replace subtrees whose nodes
// point back at their parents: each write makes a garbage cycle out of
// cells that survived earlier passes, and the tree that stays is intact.
class Node {
  constructor(parent, depth) {
    this.parent = parent;
    this.kids = [];
    if (depth > 0) for (let i = 0; i < 3; i++) this.kids.push(new Node(this, depth - 1));
  }
}

function count(n) {
  let c = 1;
  for (const k of n.kids) {
    if (k.parent !== n) return -1e9;
    c += count(k);
  }
  return c;
}

const root = new Node(null, 5);
const cache = new Map();
let total = 0;
for (let round = 0; round < 300; round++) {
  const slot = root.kids[round % 3].kids[(round >> 2) % 3];
  slot.kids[round % 3] = new Node(slot, 3);
  cache.set(round % 17, { node: slot.kids[round % 3], back: cache });
  total += count(root);
}
console.log(total, count(root), cache.size, cache.get(5).back === cache);
cache.clear();
root.kids.length = 1;
console.log(count(root));
