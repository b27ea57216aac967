// Writable: the return value of write() against highWaterMark, 'drain',
// write callbacks, _final before 'finish', cork/uncork batching into
// _writev, end(chunk, cb) once drained, and the writable* getters.
import { Writable } from 'node:stream';

const log = (...a) => console.log(...a);

const w = new Writable({
  highWaterMark: 5,
  write(chunk, enc, cb) {
    log('_write', chunk.toString(), enc, this.writableLength);
    setTimeout(cb, 2);
  },
  final(cb) {
    log('_final');
    setTimeout(cb, 2);
  },
});
w.on('drain', () => {
  log('drain', w.writableLength, w.writableNeedDrain);
  w.end('g', () => log('end cb'));
  log('ended', w.writableEnded, w.writable);
});
w.on('prefinish', () => log('prefinish'));
w.on('finish', () => log('finish', w.writableFinished));
w.on('close', () => log('close'));
log('write abc', w.write('abc', () => log('cb abc')));
log('write de', w.write('de', () => log('cb de')));
log('need drain', w.writableNeedDrain, w.writableLength, w.writableHighWaterMark);
log('write f', w.write('f'));

const batches = new Writable({
  objectMode: true,
  writev(chunks, cb) {
    log('_writev', chunks.map((c) => c.chunk).join(','));
    cb();
  },
  write(chunk, enc, cb) {
    log('_write one', chunk);
    cb();
  },
});
batches.cork();
batches.write(1);
batches.write(2);
batches.write(3);
log('corked', batches.writableCorked, batches.writableLength);
process.nextTick(() => {
  batches.uncork();
  batches.end(4, () => log('batches end cb'));
});
batches.on('finish', () => log('batches finish'));

