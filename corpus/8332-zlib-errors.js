// node:zlib's errors as Node words them: bad input types, options out of
// range or of the wrong type, crc32's checks, a missing callback; zlib's
// own errors (incorrect header check, unexpected end of file, missing and
// bad dictionary) with errno and code, from the sync functions, the
// callback ones and a stream; maxOutputLength (ERR_BUFFER_TOO_LARGE).
import zlib from 'node:zlib';

function t(label, f) {
  try {
    f();
    console.log(label, 'no error');
  } catch (e) {
    console.log(label, e.name, e.code, e.message);
    if (e.errno !== undefined) console.log('  ', Object.keys(e), e.errno, String(e));
  }
}

t('number input', () => zlib.gzipSync(5));
t('object input', () => zlib.inflateSync({}));
t('null input', () => zlib.deflateSync(null));
t('level string', () => zlib.gzipSync('a', { level: 'x' }));
t('level null', () => zlib.gzipSync('a', { level: null }));
t('level 10', () => zlib.gzipSync('a', { level: 10 }));
t('level Infinity', () => zlib.gzipSync('a', { level: Infinity }));
t('level NaN', () => zlib.gzipSync('a', { level: NaN }));
t('memLevel 0', () => zlib.deflateSync('a', { memLevel: 0 }));
t('chunkSize 10', () => zlib.gzipSync('a', { chunkSize: 10 }));
t('chunkSize -Infinity', () => zlib.gzipSync('a', { chunkSize: -Infinity }));
t('dictionary string', () => zlib.deflateSync('a', { dictionary: 'abc' }));
t('gzip windowBits 8', () => zlib.createGzip({ windowBits: 8 }));
t('windowBits 16', () => zlib.createDeflate({ windowBits: 16 }));
t('flush 9', () => zlib.createGzip({ flush: 9 }));
t('finishFlush -1', () => zlib.createGzip({ finishFlush: -1 }));
t('strategy 5', () => zlib.createGzip({ strategy: 5 }));
t('maxOutputLength 0', () => zlib.inflateSync('a', { maxOutputLength: 0 }));
t('params level', () => zlib.createGzip().params(20, 0));
t('params strategy', () => zlib.createGzip().params(1, 'x'));
t('crc32 number', () => zlib.crc32(5));
t('crc32 ArrayBuffer', () => zlib.crc32(new ArrayBuffer(2)));
t('crc32 -1', () => zlib.crc32('a', -1));
t('crc32 1.5', () => zlib.crc32('a', 1.5));
t('crc32 2**32', () => zlib.crc32('a', 2 ** 32));
t('crc32 string value', () => zlib.crc32('a', 'x'));
t('no callback', () => zlib.gzip('a'));
t('callback not a function', () => zlib.gzip('a', {}, 'cb'));

t('garbage', () => zlib.inflateSync('garbage'));
t('garbage gunzip', () => zlib.gunzipSync(Buffer.from('garbage!')));
t('garbage raw', () => zlib.inflateRawSync(Buffer.from([0xff, 0xff, 0xff])));
t('truncated gzip', () => zlib.gunzipSync(zlib.gzipSync('hello').subarray(0, 10)));
t('truncated zlib', () => zlib.inflateSync(zlib.deflateSync('hello world').subarray(0, 6)));
t('empty', () => zlib.inflateSync(Buffer.alloc(0)));
t('bad checksum', () => {
  const b = Buffer.from(zlib.deflateSync('hello'));
  b[b.length - 1] ^= 1;
  zlib.inflateSync(b);
});
t('bad gzip crc', () => {
  const b = Buffer.from(zlib.gzipSync('hello'));
  b[b.length - 6] ^= 1;
  zlib.gunzipSync(b);
});
t('trailing garbage gzip', () => zlib.gunzipSync(Buffer.concat([zlib.gzipSync('a'), Buffer.from('xyz')])));
const withDict = zlib.deflateSync('hello', { dictionary: Buffer.from('hello') });
t('missing dictionary', () => zlib.inflateSync(withDict));
t('bad dictionary', () => zlib.inflateSync(withDict, { dictionary: Buffer.from('xx') }));
t('maxOutputLength', () => zlib.inflateSync(zlib.deflateSync('hello'), { maxOutputLength: 2 }));
t('finishFlush sync flush', () => {
  const part = zlib.deflateSync('hello world').subarray(0, 8);
  console.log('  partial', zlib.inflateSync(part, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).toString());
});

zlib.inflate(Buffer.from('bad data'), (err, res) => {
  console.log('callback', err.message, err.errno, err.code, res);
  zlib.gunzip(zlib.gzipSync('abc').subarray(0, 12), (err2) => {
    console.log('callback', err2.message, err2.errno, err2.code);
    zlib.inflate(zlib.deflateSync('x'.repeat(100)), { maxOutputLength: 10 }, (err3) => {
      console.log('callback', err3.name, err3.code, err3.message);
      stream();
    });
  });
});

function stream() {
  const s = zlib.createInflate();
  const ev = [];
  s.on('error', (e) => ev.push(`error ${e.message} ${e.code} ${s.destroyed}`));
  s.on('close', () => {
    ev.push('close');
    console.log(ev.join(' | '));
    s.write('more', (err) => console.log('write after error', err.code));
  });
  s.on('end', () => ev.push('end'));
  s.write(Buffer.from('xx not zlib'));
}
