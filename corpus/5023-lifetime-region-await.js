// Regions across await (seed 000): every case the seed lists. All 15
// regions are freed; the ones released while their work was pending are
// freed without a kept attempt, the nested and the escaping one are kept
// first and freed later.
// @region-stats: created=15 freed=15 freed_direct=13 kept=2 live=0
import { LifetimeRegion } from "@scr/experimental";

const tick = (v) => new Promise((resolve) => setImmediate(() => resolve(v)));

// 1. Eight concurrent request regions that interleave at awaits; each
// spawns children after it resumes.
async function child(req, k) {
  await tick();
  const parts = [];
  for (let i = 0; i < 10; i++) parts.push({ req, k, i });
  return parts.reduce((s, p) => s + p.i, 0);
}

async function request(id) {
  const region = new LifetimeRegion();
  const total = await region.run(async () => {
    const items = [];
    for (let i = 0; i < 20; i++) items.push({ id, i, name: `item-${id}-${i}` });
    console.log(`start ${id}`);
    await tick();
    console.log(`resumed ${id}`);
    const sums = await Promise.all([child(id, 0), child(id, 1)]);
    return items.length + sums[0] + sums[1];
  });
  region.release();
  return total;
}

// 2. A nested region inside an async continuation. The inner region's
// result is referenced from the outer request's object, so its release is
// kept until the outer request lets go of it.
async function nested() {
  const outer = new LifetimeRegion();
  const n = await outer.run(async () => {
    await tick();
    const inner = new LifetimeRegion();
    const holder = { inner: inner.run(() => ({ words: ["a", "b", "c"] })) };
    inner.release();
    await tick();
    const count = holder.inner.words.length;
    holder.inner = null;
    return count;
  });
  outer.release();
  return n;
}

// 3. A sync generator driven from a continuation: its body runs in the
// region of whoever resumes it.
function* numbers(n) {
  for (let i = 0; i < n; i++) yield { i };
}
async function generator() {
  const region = new LifetimeRegion();
  const sum = await region.run(async () => {
    await tick();
    let s = 0;
    for (const o of numbers(5)) s += o.i;
    return s;
  });
  region.release();
  return sum;
}

// 4. A rejection after an await.
async function rejecting() {
  const region = new LifetimeRegion();
  try {
    await region.run(async () => {
      const big = Array.from({ length: 10 }, (_, i) => ({ i }));
      await tick();
      throw new Error(`failed after ${big.length} items`);
    });
  } catch (e) {
    console.log(`caught: ${e.message}`);
  } finally {
    region.release();
  }
}

// 5. A release while the work is pending: the region keeps receiving the
// work's objects and is freed when the work ends.
async function pending() {
  const region = new LifetimeRegion();
  const p = region.run(async () => {
    const acc = [];
    for (let i = 0; i < 3; i++) {
      await tick();
      acc.push({ step: i });
    }
    return acc.length;
  });
  region.release();
  return await p;
}

// 6. Background work that outlives its request.
let background;
async function outliving() {
  const region = new LifetimeRegion();
  const quick = region.run(() => {
    background = (async () => {
      for (let i = 0; i < 4; i++) await tick();
      console.log("background done");
      return 4;
    })();
    return 1;
  });
  region.release();
  return quick;
}

// 7. An escaping result held in a cache: kept until the cache drops it.
const cache = new Map();
async function escaping() {
  const region = new LifetimeRegion();
  const entry = await region.run(async () => {
    await tick();
    return { key: "k", value: [1, 2, 3] };
  });
  cache.set(entry.key, entry);
  region.release();
  return entry.value.length;
}

const results = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(request));
console.log("requests", results);
console.log("nested", await nested());
console.log("generator", await generator());
await rejecting();
console.log("pending", await pending());
console.log("outliving", await outliving());
console.log("background", await background);
background = null;
console.log("escaping", await escaping());
await tick();
cache.clear();
await tick();
console.log("done");
