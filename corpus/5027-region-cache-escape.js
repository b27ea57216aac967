// An escaping reference from a module-level cache keeps its region until
// the cache is cleared; the other regions are freed directly.
// @region-stats: created=3 freed=3 freed_direct=2 kept=1 live=0
import { LifetimeRegion } from "@scr/experimental";

const cache = new Map();
function load(key) {
  const region = new LifetimeRegion();
  const value = region.run(() => ({ key, payload: [key, key] }));
  if (key === "b") cache.set(key, value);
  region.release();
}
for (const key of ["a", "b", "c"]) load(key);
console.log([...cache.keys()]);
await new Promise((r) => setTimeout(r, 1));
cache.clear();
console.log("cleared");
