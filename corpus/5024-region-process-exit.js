// process.exit inside a region ends the program there; the region is
// still live at exit and the program says so.
// @region-stats: created=1 freed=0 live=1
// @exit: 3
import { LifetimeRegion } from "@scr/experimental";

process.on("exit", (code) => console.log("exit", code));
const region = new LifetimeRegion();
region.run(() => {
  const data = { big: new Array(100).fill(1) };
  console.log("about to exit", data.big.length);
  process.exit(3);
});
