// Async-generator bodies run in the default region.
// @region-stats: created=1 freed=1 freed_direct=1 kept=0 live=0
import { LifetimeRegion } from "@scr/experimental";

const made = [];
async function* source() {
  for (let i = 0; i < 3; i++) {
    const o = { i };
    made.push(o);
    yield o.i;
  }
}
const region = new LifetimeRegion();
const sum = await region.run(async () => {
  let s = 0;
  for await (const v of source()) s += v;
  return s;
});
region.release();
console.log(sum, made.length);
