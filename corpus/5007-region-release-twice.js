// release() is idempotent and returns undefined.
// @region-stats: created=1 freed=1 freed_direct=1 kept=0 live=0
import { LifetimeRegion } from "@scr/experimental";

const region = new LifetimeRegion();
region.run(() => ({ a: 1 }));
console.log(region.release());
console.log(region.release());
console.log(region.release());
