// Property names first seen inside a region become atoms outside it, so
// the atom table never keeps a region.
// @region-stats: created=1 freed=1 freed_direct=1 kept=0 live=0
import { LifetimeRegion } from "@scr/experimental";

const region = new LifetimeRegion();
const keys = region.run(() => {
  const o = {};
  for (let i = 0; i < 5; i++) o["field_" + i * 7] = i;
  return Object.keys(o).length;
});
region.release();
const later = { field_21: "seen again" };
console.log(keys, later.field_21, Object.keys(later));
