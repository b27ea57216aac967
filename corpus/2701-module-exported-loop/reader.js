// Imports the entry's exports (a cycle): evaluated before the entry's body,
// so its own top level finds them in the dead zone.
import { total, stats, big } from "./main.js";

let probe;
try {
  probe = total + 1;
} catch (e) {
  probe = e.name + ": " + e.message;
}
try {
  probe += " | " + stats.n;
} catch (e) {
  probe += " | " + e.name;
}
probe += " | " + big;
export const tdzProbe = probe;
export function peek() {
  return total;
}
export function peekStats() {
  return stats.n + ":" + stats.sum;
}
