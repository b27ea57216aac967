// setEncoding joins multi-byte UTF-8 characters split across chunks;
// object mode counts items against highWaterMark; read() with no
// argument in paused mode returns everything buffered.
import { Readable, Writable } from 'node:stream';

const log = (...a) => console.log(...a);

const bytes = Buffer.from('héllo wörld ✓');
const r = new Readable({ read() {} });
r.setEncoding('utf8');
r.on('data', (s) => log('text', JSON.stringify(s)));
for (let i = 0; i < bytes.length; i += 3) {
  const part = Buffer.alloc(Math.min(3, bytes.length - i));
  for (let j = 0; j < part.length; j++) part[j] = bytes[i + j];
  r.push(part);
}
r.push(null);

const o = new Readable({ objectMode: true, highWaterMark: 2, read() {} });
log('push 1', o.push({ n: 1 }));
log('push 2', o.push({ n: 2 }));
log('push 3', o.push({ n: 3 }));
log('length', o.readableLength, o.readableObjectMode, o.readableHighWaterMark);
log('read', o.read(), o.read(), o.readableLength);

const p = new Readable({ read() {} });
p.push('ab');
p.push('cd');
p.push(null);
p.once('readable', () => {
  const all = p.read();
  log('all', all.toString(), p.read());
});
p.on('end', () => log('p end'));

const objs = [];
const w = new Writable({
  objectMode: true,
  highWaterMark: 2,
  write(c, e, cb) {
    objs.push(c);
    process.nextTick(cb);
  },
});
log('w1', w.write({}), 'w2', w.write([]), 'w3', w.write(0));
w.end(() => log('objects written', objs.length));
