// A closure made in a region and kept outside keeps the region alive
// until the closure is dropped.
// @region-stats: created=1 freed=1 freed_direct=0 kept=1 live=0
import { LifetimeRegion } from "@scr/experimental";

const region = new LifetimeRegion();
let counter = region.run(() => {
  let n = 0;
  return () => ++n;
});
region.release();
console.log(counter(), counter(), counter());
setImmediate(() => {
  counter = null;
  console.log("released the closure");
});
