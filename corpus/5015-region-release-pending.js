// release() while the region's async work is pending: the region keeps
// receiving that work's objects and is freed, without a kept attempt, when
// the work ends.
// @region-stats: created=1 freed=1 freed_direct=1 kept=0 live=0
import { LifetimeRegion } from "@scr/experimental";

const region = new LifetimeRegion();
const work = region.run(async () => {
  const acc = [];
  for (let i = 0; i < 3; i++) {
    await new Promise((r) => setTimeout(r, 1));
    acc.push({ step: i });
    console.log("step", i);
  }
  return acc.length;
});
region.release();
console.log("released while pending");
console.log("result", await work);
