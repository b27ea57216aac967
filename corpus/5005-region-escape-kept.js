// An object that escapes a region keeps it: the release is kept, and the
// region is freed once the escaping reference dies.
// @region-stats: created=1 freed=1 freed_direct=0 kept=1 live=0
import { LifetimeRegion } from "@scr/experimental";

let saved = null;
const region = new LifetimeRegion();
region.run(() => {
  saved = { name: "escapee", items: [1, 2, 3] };
});
region.release();
console.log(saved.name, saved.items.length);
setTimeout(() => {
  saved = null;
  console.log("dropped the reference");
}, 1);
