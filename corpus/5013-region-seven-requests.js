// Seven request handlers, each in its own region across awaits, the way a
// server uses them: all seven regions are freed.
// @region-stats: created=7 freed=7 live=0
import { LifetimeRegion } from "@scr/experimental";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function handle(id) {
  const region = new LifetimeRegion();
  try {
    return await region.run(async () => {
      const body = { id, lines: [] };
      for (let i = 0; i < 5; i++) {
        body.lines.push(`line ${i} of ${id}`);
        await sleep(1);
      }
      return body.lines.length * id;
    });
  } finally {
    region.release();
  }
}

const results = [];
for (let id = 1; id <= 7; id++) results.push(await handle(id));
console.log(results);
