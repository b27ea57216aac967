// node:readline over a stream: 'line' events with \n, \r\n and a lone \r,
// a line split across chunks, the last line without a newline, 'close';
// then for await over the lines of a second interface.
import { createInterface } from 'node:readline';
import { Readable, PassThrough } from 'node:stream';

const log = (...a) => console.log(...a);

const rl = createInterface({ input: Readable.from(['alpha\nbe', 'ta\r\ngamma\rdelta\n\nlast']) });
rl.on('line', (l) => log('line', JSON.stringify(l)));
rl.on('close', () => log('close'));

const pt = new PassThrough();
const rl2 = createInterface({ input: pt, crlfDelay: Infinity });
setTimeout(() => {
  pt.write('one two\nthree ');
  pt.write('four\nfive\n');
  pt.end();
}, 5);
const counts = new Map();
let lines = 0;
for await (const line of rl2) {
  lines++;
  for (const w of line.split(' ')) if (w) counts.set(w, (counts.get(w) || 0) + 1);
}
log('lines', lines, [...counts.keys()].join(','));

const pt3 = new PassThrough();
const rl3 = createInterface({ input: pt3 });
rl3.question('name? ', (answer) => {
  log('answer', answer);
  rl3.close();
});
pt3.write('scr\nignored\n');
rl3.on('close', () => log('rl3 closed'));
