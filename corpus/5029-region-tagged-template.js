// A tagged template first evaluated inside a region: its strings array is
// made outside every region (the site keeps it for the whole run), so the
// region is still freed at once, and later evaluations, in or out of a
// region, get the same array.
// @region-stats: created=3 freed=3 freed_direct=3 kept=0 live=0
import { LifetimeRegion } from "@scr/experimental";

const seen = [];
const tag = (strings, ...values) => {
  seen.push(strings);
  return strings.raw.join("|") + ":" + values.join(",");
};
const render = (n) => tag`item ${n} of\t${n * 2}`;

const r1 = new LifetimeRegion();
console.log(r1.run(() => render(1)));
r1.release();

const r2 = new LifetimeRegion();
const kept = r2.run(() => {
  const rows = [];
  for (let i = 0; i < 3; i++) rows.push(render(i));
  return rows.join(" / ");
});
r2.release();
console.log(kept);

console.log(render(9));
console.log("same strings array:", seen.every((s) => s === seen[0]), seen.length);

const r3 = new LifetimeRegion();
const frozen = r3.run(() => Object.isFrozen(seen[0]) && Object.isFrozen(seen[0].raw));
r3.release();
console.log("frozen:", frozen);
