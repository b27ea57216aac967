// Readable: push before and after listeners, the order of data/end/close
// through process.nextTick, paused mode with 'readable' and read(n),
// pause/resume and the flowing state.
import { Readable } from 'node:stream';

const log = (...a) => console.log(...a);

const r = new Readable({ read() {} });
r.on('data', (c) => log('r data', c.toString(), r.readableFlowing));
r.on('end', () => log('r end'));
r.on('close', () => log('r close', r.destroyed));
r.push('a');
r.push('b');
r.push(null);
log('after push', r.readableLength, r.readableFlowing);

let n = 0;
const counter = new Readable({
  highWaterMark: 4,
  read(size) {
    n++;
    log('_read', size, n);
    if (n <= 3) this.push('x' + n);
    else this.push(null);
  },
});
counter.on('readable', () => {
  let chunk;
  while ((chunk = counter.read(2)) !== null) log('read(2)', chunk.toString());
  log('readable done', counter.readableLength);
});
counter.on('end', () => log('counter end'));

const p = new Readable({ read() {} });
p.on('pause', () => log('pause event'));
p.on('resume', () => log('resume event'));
p.on('data', (c) => {
  log('p data', c.toString());
  if (c.toString() === 'one') {
    p.pause();
    log('paused', p.isPaused());
    setTimeout(() => p.resume(), 5);
  }
});
p.on('end', () => log('p end'));
p.push('one');
p.push('two');
p.push(null);
log('sync end');
