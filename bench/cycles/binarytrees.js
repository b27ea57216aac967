// bench/cycles/binarytrees.js - a binary-trees style allocation workload
// (after the Computer Language Benchmarks Game) in which every node also
// points back at its parent, so that every tree is a web of cycles that
// reference counting alone cannot free: the cycle collector has to.
//
// Depth 16: a stretch tree of depth 17, one long-lived tree of depth 16,
// and for depths 4, 6, ..., 16 as many short-lived trees as keep the work
// per depth equal. The output is deterministic (checked against Node's by
// bench/cycles/run).

class TreeNode {
  constructor(left, right) {
    this.left = left;
    this.right = right;
    this.parent = null;
  }
}

function bottomUpTree(depth) {
  if (depth === 0) return new TreeNode(null, null);
  const left = bottomUpTree(depth - 1);
  const right = bottomUpTree(depth - 1);
  const node = new TreeNode(left, right);
  left.parent = node;
  right.parent = node;
  return node;
}

// Counts the nodes, and (through the parent links) that every child points
// back at its parent.
function itemCheck(node) {
  if (node.left === null) return 1;
  if (node.left.parent !== node || node.right.parent !== node) return -1e9;
  return 1 + itemCheck(node.left) + itemCheck(node.right);
}

const maxDepth = 16;
const minDepth = 4;

const stretchDepth = maxDepth + 1;
console.log(`stretch tree of depth ${stretchDepth}\t check: ${itemCheck(bottomUpTree(stretchDepth))}`);

const longLivedTree = bottomUpTree(maxDepth);

for (let depth = minDepth; depth <= maxDepth; depth += 2) {
  const iterations = 1 << (maxDepth - depth + minDepth);
  let check = 0;
  for (let i = 0; i < iterations; i++) check += itemCheck(bottomUpTree(depth));
  console.log(`${iterations}\t trees of depth ${depth}\t check: ${check}`);
}

console.log(`long lived tree of depth ${maxDepth}\t check: ${itemCheck(longLivedTree)}`);
