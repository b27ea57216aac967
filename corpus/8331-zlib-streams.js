// node:zlib's streams: pipeline through gzip and gunzip (stream.pipeline
// and stream/promises), the finish/end/close order of piped deflate and
// inflate streams, flush() with bytesWritten, 'data' in chunkSize pieces,
// unzip of both formats, a stream error (destroyed, then close), params()
// between writes, close(callback), the classes with and without new, and
// the data before a truncated stream's error.
import zlib from 'node:zlib';
import { pipeline, Readable, Writable, Transform } from 'node:stream';
import { pipeline as pp } from 'node:stream/promises';

const text = 'line of text number ';
const chunks = [];
for (let i = 0; i < 500; i++) chunks.push(text + i + '\n');
const whole = chunks.join('');

function collect(name, done) {
  const parts = [];
  return new Writable({
    write(c, e, cb) { parts.push(c); cb(); },
    final(cb) { const b = Buffer.concat(parts); console.log(name, 'collected', b.length); done && done(b); cb(); },
  });
}

// pipeline: readable -> gzip -> gunzip -> writable
pipeline(Readable.from(chunks), zlib.createGzip(), zlib.createGunzip(), collect('pipeline', (b) => {
  console.log('pipeline equal', b.toString() === whole);
}), (err) => {
  console.log('pipeline done', err);
  part2();
});

async function part2() {
  // events on a deflate stream
  const d = zlib.createDeflate();
  const inf = zlib.createInflate();
  // Each stream's own order (the two streams' events interleave by timing).
  const ev = [];
  const iev = [];
  for (const e of ['finish', 'end', 'close']) d.on(e, () => ev.push('d:' + e));
  for (const e of ['finish', 'end', 'close']) inf.on(e, () => iev.push('i:' + e));
  d.pipe(inf);
  const out = [];
  inf.on('data', (c) => out.push(c));
  d.write('abc');
  d.flush(() => ev.push('flushed ' + d.bytesWritten));
  d.end('def');
  await new Promise((r) => inf.on('close', r));
  await new Promise((r) => setImmediate(r));
  console.log(ev.join(' '), iev.join(' '), Buffer.concat(out).toString());

  // big output: data events in chunkSize pieces
  const big = Buffer.alloc(100000, 'xyz');
  const comp = zlib.deflateSync(big);
  const sizes = [];
  const g = zlib.createInflate({ chunkSize: 16384 });
  g.on('data', (c) => sizes.push(c.length));
  g.end(comp);
  await new Promise((r) => g.on('end', r));
  console.log('sizes', sizes.join(','), g.bytesWritten === comp.length);

  // stream/promises pipeline
  const got = [];
  await pp(Readable.from([Buffer.from(whole)]), zlib.createDeflateRaw(), zlib.createInflateRaw(), new Writable({ write(c, e, cb) { got.push(c); cb(); } }));
  console.log('pp', Buffer.concat(got).toString() === whole);

  // unzip with both formats
  for (const data of [zlib.gzipSync('gz'), zlib.deflateSync('zz')]) {
    const u = zlib.createUnzip();
    const o = [];
    u.on('data', (c) => o.push(c));
    u.end(data);
    await new Promise((r) => u.on('end', r));
    console.log('unzip', Buffer.concat(o).toString());
  }

  // error in a stream
  const bad = zlib.createGunzip();
  bad.on('error', (e) => console.log('stream error', e.message, e.errno, e.code, bad.destroyed));
  bad.on('close', () => console.log('bad close'));
  bad.end(Buffer.from('not gzip at all'));
  await new Promise((r) => bad.on('close', r));

  // params and close
  const p = zlib.createDeflate({ level: 1 });
  const po = [];
  p.on('data', (c) => po.push(c));
  p.write('first part ');
  p.params(9, zlib.constants.Z_DEFAULT_STRATEGY, () => {
    console.log('params done', p._level);
    p.end('second part');
  });
  await new Promise((r) => p.on('end', r));
  console.log('params', zlib.inflateSync(Buffer.concat(po)).toString());

  const c = zlib.createGzip();
  c.close(() => console.log('closed cb', c.destroyed, c._closed));
  console.log(typeof zlib.Gzip, new zlib.Gzip() instanceof zlib.Gzip, zlib.Gzip() instanceof zlib.Gzip, zlib.createGzip() instanceof Transform);

  // chunked truncated
  const t = zlib.createInflate();
  t.on('error', (e) => console.log('trunc', e.message, e.code));
  t.on('data', (c) => console.log('trunc data', c.toString()));
  t.end(zlib.deflateSync('truncated data here').subarray(0, 12));
}
