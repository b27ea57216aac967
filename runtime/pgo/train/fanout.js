// PGO training (scripts/pgo-train): a general asynchronous workload unlike
// the programs under bench/: promise fan-out with Promise.all and
// Promise.allSettled, an async generator consumed by for await, timers,
// rejections handled with catch/finally, and an EventEmitter.
import { EventEmitter } from "node:events";

const batches = Number(process.argv[2] || 400);
const bus = new EventEmitter();
let events = 0;
bus.on("done", (n) => { events += n; });
bus.once("first", () => { events += 1000; });

const sleep = (ms, v) => new Promise((resolve) => setTimeout(() => resolve(v), ms));

async function fetchish(id) {
  await null;
  if (id % 23 === 0) throw new Error(`lookup ${id} failed`);
  return { id, label: `item ${id}`, weight: (id * 17) % 31 };
}

async function* numbers(from, count) {
  for (let i = from; i < from + count; i++) {
    if (i % 10 === 0) await Promise.resolve();
    yield i;
  }
}

async function batch(b) {
  const ids = [];
  for await (const i of numbers(b * 12, 12)) ids.push(i);
  const settled = await Promise.allSettled(ids.map(fetchish));
  const ok = settled.filter((s) => s.status === "fulfilled").map((s) => s.value);
  const failed = settled.length - ok.length;
  const weights = await Promise.all(ok.map(async (o) => o.weight * 2));
  bus.emit("done", ok.length);
  if (b === 0) bus.emit("first");
  return weights.reduce((a, w) => a + w, 0) - failed;
}

async function main() {
  let total = 0, errors = 0;
  for (let b = 0; b < batches; b += 8) {
    const group = [];
    for (let k = b; k < Math.min(b + 8, batches); k++) group.push(batch(k));
    const results = await Promise.all(group);
    total += results.reduce((a, r) => a + r, 0);
    await sleep(0);
    try {
      await Promise.any([Promise.reject(new Error("x")), Promise.reject(new Error("y"))]);
    } catch (e) {
      errors += e.errors.length;
    } finally {
      total += 1;
    }
  }
  const raced = await Promise.race([sleep(5, "slow"), sleep(1, "fast")]);
  console.log(total, errors, events, raced);
}
main();
