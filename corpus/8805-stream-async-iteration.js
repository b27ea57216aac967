// Async iteration: for await over a Readable (string chunks with
// setEncoding), Readable.from over an async generator, break destroying
// the stream, and an error thrown out of the loop.
import { Readable } from 'node:stream';

const log = (...a) => console.log(...a);

const r = new Readable({ read() {} });
r.setEncoding('utf8');
setTimeout(() => {
  r.push('ab');
  r.push('cd');
  setTimeout(() => r.push(null), 2);
}, 2);
for await (const chunk of r) log('chunk', chunk);
log('loop 1 done', r.destroyed);

async function* gen() {
  try {
    for (let i = 0; i < 10; i++) {
      await null;
      yield i;
    }
  } finally {
    log('generator finally');
  }
}
const g = Readable.from(gen());
for await (const v of g) {
  log('v', v);
  if (v === 2) break;
}
log('after break', g.destroyed);

let pushed = false;
const e = new Readable({
  objectMode: true,
  read() {
    if (pushed) return;
    pushed = true;
    this.push('first');
    process.nextTick(() => this.destroy(new Error('mid-stream')));
  },
});
try {
  for await (const v of e) log('e', v);
} catch (err) {
  log('caught', err.message);
}

const sync = Readable.from(['x', 'y', 'z']);
const all = [];
for await (const v of sync) all.push(v);
log('sync iterable', all.join(''));
