// JSON parsed in a region and summarised as a string outside it.
// @region-stats: created=1 freed=1 freed_direct=1 kept=0 live=0
import { LifetimeRegion } from "@scr/experimental";

const text = JSON.stringify({ users: Array.from({ length: 30 }, (_, i) => ({ id: i, name: "u" + i })) });
const region = new LifetimeRegion();
const count = region.run((t) => {
  const doc = JSON.parse(t);
  return doc.users.filter((u) => u.id % 2 === 0).length;
}, text);
region.release();
console.log(count);
