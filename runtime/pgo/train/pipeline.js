// PGO training (scripts/pgo-train): async stages with awaits, promises,
// generators and closures; half of the jobs run in LifetimeRegions.
import { LifetimeRegion } from "@scr/experimental";

const jobs = Number(process.argv[2] || 3000);
const later = () => new Promise((resolve) => setImmediate(resolve));

function* chunks(items, size) {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

async function stage(values, fn) {
  const out = [];
  for (const part of chunks(values, 8)) {
    await null;
    for (const v of part) out.push(fn(v));
  }
  return out;
}

async function job(id) {
  const values = Array.from({ length: 40 }, (_, i) => ({ id, i, label: `j${id}-${i}` }));
  await later();
  const scaled = await stage(values, (v) => ({ ...v, score: (v.i * 13 + id) % 29 }));
  const kept = scaled.filter((v) => v.score > 7);
  const cache = new Map(kept.map((v) => [v.label, v.score]));
  let sum = 0;
  for (const [label, score] of cache) sum += score + label.length;
  try {
    if (id % 50 === 0) throw new RangeError(`job ${id} rejected`);
  } catch (e) {
    sum += e.message.length;
  }
  return sum;
}

async function run(id) {
  if (id % 2) return job(id);
  const region = new LifetimeRegion();
  try {
    return await region.run(job, id);
  } finally {
    region.release();
  }
}

let next = 0, total = 0;
async function worker() {
  while (next < jobs) total += await run(next++);
}
await Promise.all(Array.from({ length: 8 }, worker));
console.log(jobs, total);
