// A released region whose garbage is tied to the default heap in two ways:
// an object of the region and an object outside refer to each other (a
// cycle through the heap, the collector's to find), and a garbage cycle
// inside the region refers to that object without being reachable from it.
// The release check frees the inner garbage first, so that the collector's
// next pass, which starts from the cells referenced from outside, sees the
// whole cycle; no region is left at exit.
// @region-stats: created=3 freed=3 live=0
import { LifetimeRegion } from '@scr/experimental';

const tick = () => new Promise((resolve) => setImmediate(resolve));

function make(label, extraCycles) {
  const region = new LifetimeRegion();
  let outside = { label };
  region.run(() => {
    const inner = { kind: 'inner', back: outside };
    outside.inner = inner;
    for (let i = 0; i < extraCycles; i++) {
      const other = { kind: 'other', i, inner, list: [inner] };
      other.self = other;
      other.list.push(other);
    }
  });
  const seen = outside.inner.kind;
  outside = null;
  region.release();
  return seen;
}

console.log(make('a', 1), make('b', 3), make('c', 0));
for (let i = 0; i < 3; i++) await tick();
console.log('done');
