// An async function run in a region keeps allocating there after await,
// and the region is freed once it finishes.
// @region-stats: created=1 freed=1 freed_direct=1 kept=0 live=0
import { LifetimeRegion } from "@scr/experimental";

const region = new LifetimeRegion();
const n = await region.run(async (count) => {
  const list = [];
  for (let i = 0; i < count; i++) {
    await null;
    list.push({ i, text: `item ${i}` });
  }
  return list.length;
}, 10);
region.release();
console.log("items", n);
