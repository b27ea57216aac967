// bench/requests-async: an async server's shape (LifetimeRegion). Each request
// runs in its own LifetimeRegion across awaits: it builds ITEMS objects,
// awaits between stages, and returns a number. CONCURRENCY requests are in
// flight at once. Arguments: REQUESTS CONCURRENCY ITEMS.
import { LifetimeRegion } from "@scr/experimental";

const [requests, concurrency, items] = process.argv.slice(2).map(Number);
const tick = () => new Promise((resolve) => setImmediate(resolve));

async function handle(id) {
  const rows = [];
  for (let i = 0; i < items; i++) rows.push({ id, i, name: "item-" + i, tags: [i & 3, i & 7] });
  await tick();
  const byTag = new Map();
  for (const r of rows) {
    const k = r.tags[0];
    if (!byTag.has(k)) byTag.set(k, []);
    byTag.get(k).push(r);
  }
  await null;
  let sum = 0;
  for (const [k, list] of byTag) sum += k * list.length + list[0].name.length;
  return sum;
}

async function request(id) {
  const region = new LifetimeRegion();
  try {
    return await region.run(handle, id);
  } finally {
    region.release();
  }
}

let next = 0, total = 0;
async function worker() {
  while (next < requests) total += await request(next++);
}
await Promise.all(Array.from({ length: concurrency }, worker));
console.log(requests, total);
