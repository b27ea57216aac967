// Subclassing with class extends Readable/Writable/Duplex, pipe() with
// backpressure between them, the 'pipe' and 'unpipe' events, unpipe(), and
// a Duplex whose two sides are independent.
import { Readable, Writable, Duplex, Stream } from 'node:stream';
import { EventEmitter } from 'node:events';

const log = (...a) => console.log(...a);

class Counter extends Readable {
  constructor(max) {
    super({ highWaterMark: 2, objectMode: true });
    this.max = max;
    this.i = 0;
  }
  _read() {
    this.i++;
    this.push(this.i > this.max ? null : String(this.i));
  }
}

class Slow extends Writable {
  constructor() {
    super({ highWaterMark: 1, objectMode: true });
    this.seen = [];
  }
  _write(chunk, enc, cb) {
    this.seen.push(chunk);
    setTimeout(cb, 1);
  }
}

const src = new Counter(6);
const dst = new Slow();
dst.on('pipe', (s) => log('pipe event', s === src));
dst.on('finish', () => log('slow finish', dst.seen.join(',')));
src.pipe(dst);
log(src instanceof Readable, src instanceof Stream, src instanceof EventEmitter, dst instanceof Writable);

class Echo extends Duplex {
  constructor() {
    super({ objectMode: true });
    this.out = [];
  }
  _write(chunk, enc, cb) {
    this.out.push(chunk);
    cb();
  }
  _read() {}
}
const echo = new Echo();
echo.on('data', (d) => log('echo read side', d));
echo.write('w1');
echo.push('r1');
echo.end('w2');
echo.push(null);
echo.on('finish', () => log('echo finish', echo.out));
echo.on('end', () => log('echo end'));
echo.on('close', () => log('echo close'));
log('duplex', echo instanceof Readable, echo instanceof Writable);

const r2 = new Readable({ read() {} });
const w2 = new Writable({ write(c, e, cb) { log('w2 got', c.toString()); cb(); } });
w2.on('unpipe', () => log('unpipe event'));
r2.pipe(w2);
r2.push('before');
setTimeout(() => {
  r2.unpipe(w2);
  r2.push('after');
  log('flowing after unpipe', r2.readableFlowing);
}, 5);
