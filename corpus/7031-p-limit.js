// p-limit (ESM only, depending on the ESM-only yocto-queue): runs promise-
// returning tasks with a concurrency limit; the program logs when each task
// starts and ends (timers whose ends are 200 ms or more apart, so that a
// slow sanitizer build keeps the order) and the limiter's counts.
import pLimit from "p-limit";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const limit = pLimit(2);
const log = [];
let running = 0;
let peak = 0;
const task = (name, ms) => limit(async () => {
  running++;
  peak = Math.max(peak, running);
  log.push(`start ${name} (active ${limit.activeCount}, pending ${limit.pendingCount})`);
  await sleep(ms);
  running--;
  log.push(`end ${name}`);
  if (name === "boom") throw new Error("task boom failed");
  return name.toUpperCase();
});

const results = await Promise.allSettled([task("a", 250), task("b", 10), task("boom", 5), task("c", 450), task("d", 1)]);
console.log(log.join("\n"));
console.log(results.map((r) => (r.status === "fulfilled" ? r.value : "rejected: " + r.reason.message)).join(" | "));
console.log("peak concurrency:", peak, "active:", limit.activeCount, "pending:", limit.pendingCount, "limit:", limit.concurrency);

const serial = pLimit(1);
const order = [];
await Promise.all([3, 1, 2].map((n) => serial(async () => { await sleep(n * 2); order.push(n); })));
console.log("serial order:", order.join(","));
limit.concurrency = 3;
console.log("new limit:", limit.concurrency);
const mapped = await limit.map([1, 2, 3], async (x) => x * 7);
console.log("map:", String(mapped));
try {
  pLimit(0);
} catch (e) {
  console.log(e.name + ":", e.message);
}
