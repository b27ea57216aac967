// WeakMap entries keyed by region objects go when the region is freed.
// @region-stats: created=1 freed=1 freed_direct=1 kept=0 live=0
import { LifetimeRegion } from "@scr/experimental";

const meta = new WeakMap();
const region = new LifetimeRegion();
const n = region.run(() => {
  const keys = [];
  for (let i = 0; i < 10; i++) {
    const k = { i };
    meta.set(k, { note: "meta " + i });
    keys.push(k);
  }
  return keys.filter((k) => meta.has(k)).length;
});
region.release();
console.log(n);
