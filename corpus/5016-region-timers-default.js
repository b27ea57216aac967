// Timer callbacks run in the default region: what a timer created inside
// run() allocates does not go to the region, so it can be kept by the
// program without keeping the region. The pending timer itself (made in
// the region, referenced by the loop) keeps the region until it fires.
// @region-stats: created=1 freed=1 freed_direct=0 kept=1 live=0
import { LifetimeRegion } from "@scr/experimental";

const store = [];
const region = new LifetimeRegion();
region.run(() => {
  setTimeout(() => {
    store.push({ made: "in a timer" });
    console.log("timer ran");
  }, 1);
});
region.release();
setTimeout(() => console.log(store.length, store[0].made), 5);
