// Transform and PassThrough: _transform with callback(null, data) and
// several pushes, _flush, object mode, setEncoding on the readable side,
// and the event order of a transform that is written and read.
import { Transform, PassThrough } from 'node:stream';

const log = (...a) => console.log(...a);

const upper = new Transform({
  transform(chunk, enc, cb) {
    cb(null, chunk.toString().toUpperCase());
  },
  flush(cb) {
    log('flush');
    cb(null, '!');
  },
});
upper.setEncoding('utf8');
upper.on('data', (d) => log('upper data', d));
upper.on('end', () => log('upper end'));
upper.on('finish', () => log('upper finish'));
upper.on('close', () => log('upper close'));
upper.write('hello ');
upper.write('world');
upper.end();

const splitter = new Transform({
  readableObjectMode: true,
  transform(chunk, enc, cb) {
    for (const word of chunk.toString().split(' ')) if (word) this.push({ word, len: word.length });
    cb();
  },
});
splitter.on('data', (o) => log('word', o.word, o.len));
splitter.on('end', () => log('splitter end'));
splitter.end('the quick  brown fox');

const pt = new PassThrough({ objectMode: true });
pt.write({ a: 1 });
pt.write([1, 2]);
pt.end('last');
pt.on('data', (x) => log('pt', x));
pt.on('end', () => log('pt end', pt.readableEnded, pt.writableFinished));
