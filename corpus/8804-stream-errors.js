// Node's stream errors: push after EOF, write after end, _read and _write
// not implemented, invalid chunks, destroy(err) with 'error' then 'close',
// and a write callback's error.
import { Readable, Writable } from 'node:stream';

const log = (...a) => console.log(...a);
const show = (tag) => (e) => log(tag, e.name, e.code, e.message);

const r = new Readable({ read() {} });
r.on('error', show('push after EOF'));
r.on('close', () => log('r close', r.destroyed, r.errored && r.errored.code));
r.push(null);
r.push('late');

const w = new Writable({ write(c, e, cb) { cb(); } });
w.on('error', show('write after end'));
w.end();
w.write('x', (err) => log('write cb', err.code));

const noRead = new Readable();
noRead.on('error', show('no _read'));
noRead.read();

const noWrite = new Writable();
noWrite.on('error', show('no _write'));
try {
  noWrite.write('x');
} catch (e) {
  show('no _write thrown')(e);
}

const typed = new Writable({ write(c, e, cb) { cb(); } });
try {
  typed.write(42);
} catch (e) {
  show('bad chunk')(e);
}
try {
  typed.write(null);
} catch (e) {
  show('null chunk')(e);
}

const d = new Readable({ read() {} });
d.on('error', (e) => log('d error', e.message));
d.on('close', () => log('d close'));
d.destroy(new Error('kaput'));
log('destroyed now', d.destroyed);
d.destroy(new Error('again'));

const failing = new Writable({
  write(c, e, cb) {
    cb(new Error('disk full'));
  },
});
failing.on('error', (e) => log('failing error', e.message));
failing.on('close', () => log('failing close'));
failing.write('a', (err) => log('failing cb', err.message));
