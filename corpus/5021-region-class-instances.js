// Instances of a class defined outside the region; methods, getters and
// private fields work the same inside it.
// @region-stats: created=1 freed=1 freed_direct=1 kept=0 live=0
import { LifetimeRegion } from "@scr/experimental";

class Point {
  #tag;
  constructor(x, y) {
    this.x = x;
    this.y = y;
    this.#tag = `(${x},${y})`;
  }
  get norm1() {
    return Math.abs(this.x) + Math.abs(this.y);
  }
  tag() {
    return this.#tag;
  }
}
const region = new LifetimeRegion();
const out = region.run(() => {
  const pts = Array.from({ length: 20 }, (_, i) => new Point(i, -i));
  return [pts.reduce((s, p) => s + p.norm1, 0), pts[3].tag().length];
});
region.release();
console.log(out, new Point(1, 2).tag());
