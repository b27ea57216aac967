// Garbage cycles are reclaimed while a reachable cycle keeps working across many passes.
const keep = { v: 1 };
keep.self = keep;
keep.list = [keep];
for (let i = 0; i < 50000; i++) {
  const g = { i };
  g.me = g;
}
console.log(keep.self.self.v, keep.list[0] === keep, keep.list.length);
