// @stdin-file: inputs/8811-words.txt
// readline over process.stdin (a regular file here): for await over the
// lines, counting words in a Map, a \r\n line and a last line without a
// newline.
import { createInterface } from 'node:readline';

const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
const counts = new Map();
let lines = 0;
let empty = 0;
let last = '';
for await (const line of rl) {
  lines++;
  if (line === '') empty++;
  last = line;
  for (const w of line.split(' ')) if (w) counts.set(w, (counts.get(w) || 0) + 1);
}
const top = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
console.log('lines', lines, 'empty', empty, 'last', JSON.stringify(last));
for (const [w, n] of top.slice(0, 5)) console.log(w, n);
