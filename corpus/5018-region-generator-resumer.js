// A generator's body runs in the region of whoever resumes it: created in
// a region, resumed from outside, its yields belong to the resumer.
// @region-stats: created=1 freed=1 freed_direct=1 kept=0 live=0
import { LifetimeRegion } from "@scr/experimental";

function* pairs() {
  let i = 0;
  for (;;) yield { i: i++ };
}
const region = new LifetimeRegion();
let gen = region.run(() => pairs());
const firstTwo = [gen.next().value, gen.next().value];
gen = null;
region.release();
console.log(firstTwo);
