// Streams abandoned mid-way must not keep the program alive or leak:
// a readable never read to the end, a writable never ended, a pipe left
// half done, destroyed streams with buffered data, and an async iterator
// dropped after its first chunk.
import { Readable, Writable, PassThrough } from 'node:stream';

const log = (...a) => console.log(...a);

const never = new Readable({ read() {} });
never.push('buffered');
never.push('more');
log('never read', never.readableLength);

const open = new Writable({ write(c, e, cb) { cb(); } });
open.write('x');
log('never ended', open.writableEnded);

const a = new PassThrough();
const b = new PassThrough();
a.pipe(b);
a.write('half');
b.on('data', (d) => log('b data', d.toString()));

const full = new Writable({ highWaterMark: 1, write(c, e, cb) { /* never calls back */ } });
full.write('1');
full.write('2');
full.write('3', (err) => log('buffered write cb', err && err.code));
full.on('close', () => log('full close'));
full.destroy();

const cyc = new Readable({ read() {} });
cyc.self = cyc;
cyc.on('data', function () { this.self.extra = this; });
cyc.push('z');

const it = Readable.from(['p', 'q', 'r'])[Symbol.asyncIterator]();
const first = await it.next();
log('first', first.value);
log('done');
