// Cycles inside a region (parent <-> child, closures capturing their
// holder) are freed by the release check, which is trial deletion
// restricted to the region's cells.
// @region-stats: created=1 freed=1 freed_direct=1 kept=0 live=0
import { LifetimeRegion } from "@scr/experimental";

const region = new LifetimeRegion();
const count = region.run(() => {
  const root = { children: [] };
  for (let i = 0; i < 50; i++) {
    const child = { parent: root, i };
    child.self = child;
    child.get = () => child.i;
    root.children.push(child);
  }
  return root.children.reduce((s, c) => s + c.get(), 0);
});
region.release();
console.log(count);
