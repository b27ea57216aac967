// A region cell in a cycle with an object outside every region: releasing
// the region keeps it (the outside object refers into it) until the cycle
// itself becomes garbage and the collector finds it; then the region is
// freed. Cycles inside one region are left to the region. Objects and
// arrays that grow inside a region keep their storage there.
// @region-stats: created=3 freed=3 freed_direct=2 kept=1 live=0
import { LifetimeRegion } from "@scr/experimental";

let outside = { name: "outside", link: null };

const r1 = new LifetimeRegion();
const summary = r1.run(() => {
  const inner = { name: "inner", back: outside };
  outside.link = inner;
  const self = { name: "self" };
  self.me = self;
  return inner.name.length + self.me.name.length;
});
r1.release();
console.log(summary, outside.link.name);

const r2 = new LifetimeRegion();
const grown = r2.run(() => {
  const list = [];
  for (let i = 0; i < 1000; i++) list.push(i * 2);
  const wide = {};
  for (let i = 0; i < 40; i++) wide["k" + i] = i;
  return list.length + list[999] + Object.keys(wide).length + wide.k39;
});
r2.release();
console.log(grown);

const r3 = new LifetimeRegion();
const total = await r3.run(async () => {
  const parts = [];
  for (let i = 0; i < 3; i++) {
    parts.push({ i, items: Array.from({ length: 50 }, (_, j) => j) });
    await null;
  }
  return parts.reduce((n, p) => n + p.items.length, 0);
});
r3.release();
console.log(total);

await new Promise((resolve) => setTimeout(resolve, 1));
outside = null; // outside <-> inner is now a garbage cycle across the boundary
await new Promise((resolve) => setTimeout(resolve, 1));
console.log("cycle dropped");
