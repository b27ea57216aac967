// run() after release() still calls fn and returns its result (in scr it
// runs in the current region, since the released one takes no new work).
// @region-stats: created=1 freed=1 freed_direct=1 kept=0 live=0
import { LifetimeRegion } from "@scr/experimental";

const region = new LifetimeRegion();
region.run(() => [1, 2]);
region.release();
const again = region.run((x) => ({ doubled: x * 2 }), 21);
console.log(again.doubled);
