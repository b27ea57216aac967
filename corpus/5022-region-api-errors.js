// Misuse of the API throws what Node's fallback throws.
// @region-stats: created=1 freed=0 live=1
import { LifetimeRegion } from "@scr/experimental";

const region = new LifetimeRegion();
for (const bad of [undefined, 42, "fn", {}]) {
  try {
    region.run(bad);
  } catch (e) {
    console.log(e.name, e.message);
  }
}
try {
  LifetimeRegion();
} catch (e) {
  console.log(e.name, e.message);
}
console.log(region instanceof LifetimeRegion, Object.keys(region).length);
