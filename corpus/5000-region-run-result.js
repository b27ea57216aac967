// run(fn, ...args) calls fn with the arguments and returns its result.
// @region-stats: created=1 freed=1 freed_direct=1 kept=0 live=0
import { LifetimeRegion } from "@scr/experimental";

const region = new LifetimeRegion();
const sum = region.run((a, b, c) => a + b + c, 1, 2, 3);
console.log(sum);
console.log(region.run(() => undefined));
console.log(region.run(function () { return typeof this; }));
console.log(region.run((...rest) => rest.length, "a", "b"));
region.release();
console.log(typeof LifetimeRegion, typeof region.run, typeof region.release);
