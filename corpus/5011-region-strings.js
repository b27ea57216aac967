// Strings built in a region; a copy made outside survives the region.
// @region-stats: created=1 freed=1 freed_direct=1 kept=0 live=0
import { LifetimeRegion } from "@scr/experimental";

const region = new LifetimeRegion();
const len = region.run(() => {
  let s = "";
  for (let i = 0; i < 200; i++) s += String.fromCharCode(97 + (i % 26));
  const parts = s.split("z");
  return parts.join("-").length + parts.length;
});
region.release();
console.log(len);
const word = region.run(() => ["re", "gion"].join(""));
console.log(word.toUpperCase());
