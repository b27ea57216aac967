// Maps and Sets built in a region, summarised outside it.
// @region-stats: created=1 freed=1 freed_direct=1 kept=0 live=0
import { LifetimeRegion } from "@scr/experimental";

const region = new LifetimeRegion();
const summary = region.run(() => {
  const byKind = new Map();
  const seen = new Set();
  for (let i = 0; i < 100; i++) {
    const kind = ["a", "b", "c"][i % 3];
    if (!byKind.has(kind)) byKind.set(kind, []);
    byKind.get(kind).push({ i });
    seen.add(i % 7);
  }
  return [byKind.get("a").length, byKind.get("b").length, seen.size];
});
region.release();
console.log(summary);
