// pipeline() with a callback and from stream/promises: a successful chain,
// an error in the middle stream that destroys the others, finished() on
// a writable and a premature close.
import { Readable, Writable, Transform, PassThrough, pipeline, finished } from 'node:stream';
import { pipeline as pipelineP, finished as finishedP } from 'node:stream/promises';

const log = (...a) => console.log(...a);

function sink(name, out) {
  return new Writable({
    objectMode: true,
    write(chunk, enc, cb) {
      out.push(chunk);
      cb();
    },
  });
}

const got = [];
pipeline(
  Readable.from(['a', 'b', 'c']),
  new Transform({ objectMode: true, transform(c, e, cb) { cb(null, c + c); } }),
  sink('ok', got),
  (err) => log('pipeline 1', err, got.join(' ')),
);

const src = Readable.from([1, 2, 3, 4]);
const bad = new Transform({
  objectMode: true,
  transform(c, e, cb) {
    if (c === 3) cb(new Error('boom at 3'));
    else cb(null, c);
  },
});
const out2 = [];
const dst = sink('bad', out2);
pipeline(src, bad, dst, (err) => {
  log('pipeline 2', err.message, out2, src.destroyed, bad.destroyed, dst.destroyed);
});

const w = new Writable({ write(c, e, cb) { cb(); } });
finished(w, (err) => log('finished w', err));
w.end('x');

const r = new Readable({ read() {} });
finished(r, (err) => log('finished r', err.code, err.message));
r.push('data');
r.destroy();

const got3 = [];
await pipelineP(Readable.from(['x', 'y']), new PassThrough({ objectMode: true }), sink('p', got3));
log('promise pipeline', got3);
try {
  await pipelineP(
    Readable.from(['x']),
    new Transform({ transform(c, e, cb) { cb(new Error('nope')); } }),
    sink('p2', []),
  );
} catch (e) {
  log('promise pipeline rejected', e.message);
}
const ended = new PassThrough();
ended.resume();
ended.end('z');
await finishedP(ended);
log('finishedP resolved');
