// Objects made inside a region die with their last reference; release()
// then frees the region at once (no kept attempt).
// @region-stats: created=1 freed=1 freed_direct=1 kept=0 live=0
import { LifetimeRegion } from "@scr/experimental";

const region = new LifetimeRegion();
const total = region.run(() => {
  const rows = [];
  for (let i = 0; i < 500; i++) rows.push({ id: i, label: "row" + i, tags: [i % 3, i % 5] });
  return rows.reduce((s, r) => s + r.tags[0] + r.tags[1], 0);
});
region.release();
console.log(total);
