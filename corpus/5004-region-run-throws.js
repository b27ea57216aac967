// A throw inside run leaves the region (the previous one is current again)
// and propagates to the caller; the region is still freed.
// A region that is never released stays live (live=1).
// @region-stats: created=3 freed=2 freed_direct=2 kept=0 live=1
import { LifetimeRegion } from "@scr/experimental";

const outer = new LifetimeRegion();
const inner = new LifetimeRegion();
const msg = outer.run(() => {
  try {
    inner.run(() => {
      const junk = [1, 2, 3].map((x) => ({ x }));
      throw new RangeError("bad " + junk.length);
    });
  } catch (e) {
    return e.name + ": " + e.message;
  }
  return "not reached";
}).length;
inner.release();
outer.release();
console.log(msg);
try {
  new LifetimeRegion().run(() => { throw new TypeError("plain"); });
} catch (e) {
  console.log(e instanceof TypeError, e.message);
}
