// queueMicrotask and promise callbacks run in the default region.
// @region-stats: created=1 freed=1 freed_direct=1 kept=0 live=0
import { LifetimeRegion } from "@scr/experimental";

const kept = [];
const region = new LifetimeRegion();
region.run(() => {
  queueMicrotask(() => kept.push({ from: "microtask" }));
  Promise.resolve(1).then(() => kept.push({ from: "then" }));
});
region.release();
await null;
await null;
console.log(kept.map((k) => k.from));
