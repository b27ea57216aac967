// Regions nest: when an inner run returns, the outer region is current
// again, and values flow out as ordinary values.
// @region-stats: created=3 freed=3 freed_direct=3 kept=0 live=0
import { LifetimeRegion } from "@scr/experimental";

const outer = new LifetimeRegion();
const inner = new LifetimeRegion();
const innermost = new LifetimeRegion();
const result = outer.run(() => {
  const a = { level: "outer" };
  const b = inner.run(() => {
    const c = innermost.run(() => ({ level: "innermost" }).level.length);
    return { level: "inner", c }.c + 1;
  });
  return `${a.level}:${b}`.length;
});
innermost.release();
inner.release();
outer.release();
console.log(result);
