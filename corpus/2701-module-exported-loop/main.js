// Exported module-level bindings mutated in the entry module's top-level
// loops (they live in C statics, which the fast paths read): an importer
// sees every write as it happens (live bindings), reads in the dead zone
// throw, and -0, NaN and int32 overflow come through unchanged.
import { peek, peekStats, tdzProbe } from "./reader.js";

console.log("reader evaluated first:", tdzProbe);
export let total = 0;
export const stats = { n: 0, sum: 0, neg: -0 };
export var big = 2147483000;
const snaps = [];
for (let i = 0; i < 10; i++) {
  total += i * 1.5;
  stats.n++;
  stats.sum += total * 2 - stats.n;
  big += 100;
  if (i % 3 === 0) snaps.push(peek() + "/" + peekStats());
}
console.log(snaps.join(" "));
console.log(total, stats.n, stats.sum, big, big | 0);
for (let i = 0; i < 3; i++) {
  stats.neg = stats.neg * 1;
  total = total - total;            // 0, then NaN once total is NaN
  if (i === 1) total = NaN;
  console.log(Object.is(stats.neg, -0), peek(), Number.isNaN(total * stats.n));
}
