// bench/linecount: a line-counting tool over a large file (bench/linecount/run
// generates it): fs.createReadStream + readline + a Map of word counts,
// printing the line count and the ten most frequent words.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

const file = process.env.SCR_BENCH_LINECOUNT || 'build/bench/linecount.txt';
const rl = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
const counts = new Map();
let lines = 0;
let words = 0;
for await (const line of rl) {
  lines++;
  let start = 0;
  for (let i = 0; i <= line.length; i++) {
    if (i === line.length || line.charCodeAt(i) === 32) {
      if (i > start) {
        const w = line.slice(start, i);
        counts.set(w, (counts.get(w) || 0) + 1);
        words++;
      }
      start = i + 1;
    }
  }
}
const top = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 10);
console.log(`lines ${lines} words ${words} distinct ${counts.size}`);
for (const [w, n] of top) console.log(w, n);
