// A binary-trees style workload: many short-lived trees with parent links, one long-lived tree.
function make(d, parent) {
  const n = { l: null, r: null, p: parent };
  if (d > 0) { n.l = make(d - 1, n); n.r = make(d - 1, n); }
  return n;
}
function check(n) { return n.l ? 1 + check(n.l) + check(n.r) : 1; }
const long = make(14, null);
for (let d = 4; d <= 12; d += 4) {
  const iters = 1 << (14 - d);
  let c = 0;
  for (let i = 0; i < iters; i++) c += check(make(d, null));
  console.log(iters, 'trees of depth', d, 'check', c);
}
console.log('long lived', check(long));
