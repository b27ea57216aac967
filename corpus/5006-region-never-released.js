// A region that is never released stays live until exit; the program says
// so with live=1.
// @region-stats: created=2 freed=1 live=1
import { LifetimeRegion } from "@scr/experimental";

const forever = new LifetimeRegion();
const n = forever.run(() => [1, 2, 3].map((x) => x * 2).length);
const done = new LifetimeRegion();
done.run(() => ({}));
done.release();
console.log(n);
