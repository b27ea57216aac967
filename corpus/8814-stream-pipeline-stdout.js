// pipeline() into process.stdout: stdout takes end() without closing its
// descriptor, 'finish' follows, and the pipeline calls back (reported on
// stderr: what stdout gets after its end depends on what fd 1 is).
import { pipeline, Readable, Transform } from 'node:stream';

const upper = new Transform({
  transform(chunk, encoding, cb) {
    cb(null, String(chunk).toUpperCase());
  },
});

process.stdout.on('finish', () => console.error('stdout finish'));
pipeline(Readable.from(['alpha\n', 'beta\n']), upper, process.stdout, (err) => {
  console.error('pipeline done:', err ? err.message : 'no error');
});
