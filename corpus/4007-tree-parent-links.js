// A tree whose children point back at their parents.
function build(depth, parent) {
  const node = { depth, parent, kids: [] };
  if (depth < 12) {
    node.kids.push(build(depth + 1, node));
    node.kids.push(build(depth + 1, node));
  }
  return node;
}
function count(n) { let c = 1; for (const k of n.kids) c += count(k); return c; }
for (let r = 0; r < 5; r++) {
  const root = build(0, null);
  console.log(r, count(root), root.kids[0].parent === root);
}
