// A thousand short regions in a row, each freed right away (their chunks
// come back from the per-thread cache).
// @region-stats: created=1000 freed=1000 freed_direct=1000 kept=0 live=0
import { LifetimeRegion } from "@scr/experimental";

let total = 0;
for (let r = 0; r < 1000; r++) {
  const region = new LifetimeRegion();
  total += region.run((k) => {
    const xs = [];
    for (let i = 0; i < 20; i++) xs.push({ k, i });
    return xs.length;
  }, r);
  region.release();
}
console.log(total);
