// node:zlib's one-shot functions: sync round trips through all seven
// formats and every input type, decompression of data Node's zlib made
// (its compressed bytes are not compared: Node bundles Chromium's zlib,
// whose deflate output differs from Debian's, except stored level 0),
// dictionaries, gzip members, info, crc32, the constants and codes, and
// the callback forms (called on a later turn) with util.promisify.
import zlib from 'node:zlib';
import { gzipSync, gunzipSync, crc32, constants } from 'node:zlib';
import { promisify } from 'node:util';

const text = 'The quick brown fox jumps over the lazy dog. '.repeat(20) +
  'Pack my box with five dozen liquor jugs.';

const pairs = [
  ['deflateSync', 'inflateSync'], ['gzipSync', 'gunzipSync'],
  ['deflateRawSync', 'inflateRawSync'], ['gzipSync', 'unzipSync'], ['deflateSync', 'unzipSync'],
];
for (const [c, d] of pairs) {
  for (const level of [undefined, 0, 1, 9]) {
    const back = zlib[d](zlib[c](text, { level }));
    console.log(c, d, level, back.toString() === text, back.length);
  }
}

// Stored blocks are the same bytes in every zlib.
console.log(zlib.deflateSync('hello', { level: 0 }).toString('base64'));
console.log(zlib.gzipSync('hello', { level: 0 }).toString('base64'));
console.log(zlib.deflateRawSync('hello', { level: 0 }).toString('hex'));

// Made by Node 20's zlib.
const fromNode = {
  deflate: 'eNrtyksBgCAQBcAqLwFZPFiAzwoIugIiYHpLeGTOszpCql4HqMztxMYdez2uAn4o43aEKN8Bw1ZgnXnmmf/' +
    'Oi9QBx4DijuZvh80/BMMvnYg+Vc7Yqy3iA+tyUbM=',
  gzip: 'H4sIAAAAAAAAA+3KSwGAIBAFwCovAVk8WIDPCgi6AiJgekt4ZM6zOkKqXgeozO3Exh17Pa4CfijjdoQo3wHDVmCdeeaZ/' +
    '86L1AHHgOKO5m+HzT8Ewy+diD5VztirLeIDcbUJG6wDAAA=',
  raw: '7ZO7FYAgFMVWuRMwi4UL8HkCgj4BEXB6l7CkT5WTrI6QqtcBKnM7sXHHXo+rgB/KuB0hynfAsBVYJzxtzDb+PmWROuAY' +
    'UNzR/O2w+Ydg+KUT0afKGXu1RXw=',
};
console.log(zlib.inflateSync(Buffer.from(fromNode.deflate, 'base64')).toString() === text);
console.log(zlib.unzipSync(Buffer.from(fromNode.deflate, 'base64')).toString() === text);
console.log(gunzipSync(Buffer.from(fromNode.gzip, 'base64')).toString() === text);
console.log(zlib.unzipSync(Buffer.from(fromNode.gzip, 'base64')).toString() === text);
console.log(zlib.inflateRawSync(Buffer.from(fromNode.raw, 'base64')).toString() === text);
const dictData = Buffer.from('eLs1KQZrQ7AUSlIrSqwUMsAKwCQAnjoKvg==', 'base64');
console.log(zlib.inflateSync(dictData, { dictionary: Buffer.from('hello dictionary') }).toString());

// Inputs: Buffer, string, typed arrays, DataView, ArrayBuffer.
console.log(gunzipSync(gzipSync(new Uint16Array([1, 2, 0xffff]))));
console.log(zlib.inflateSync(zlib.deflateSync(new DataView(new ArrayBuffer(4)))));
console.log(zlib.inflateSync(zlib.deflateSync(new Uint8Array([7, 8, 9]).buffer)));
console.log(zlib.inflateSync(zlib.deflateSync(Buffer.alloc(0))).length);
console.log(zlib.inflateSync(new Uint8Array(zlib.deflateSync('from a Uint8Array'))).toString());
const big = Buffer.alloc(200000, 'abcdefghij');
console.log(zlib.inflateSync(zlib.deflateSync(big, { level: 9, memLevel: 9 })).equals(big));
console.log(zlib.inflateSync(zlib.deflateSync(big, { chunkSize: 64 }), { chunkSize: 1024 }).equals(big));
for (const strategy of [0, 1, 2, 3, 4]) {
  console.log('strategy', strategy, zlib.inflateSync(zlib.deflateSync(text, { strategy })).toString() === text);
}
for (const windowBits of [9, 12, 15]) {
  const c = zlib.deflateSync(big, { windowBits });
  console.log('windowBits', windowBits, zlib.inflateSync(c, { windowBits: 15 }).equals(big),
    zlib.inflateSync(c).equals(big));
}
console.log(zlib.inflateRawSync(zlib.deflateRawSync('eight', { windowBits: 8 })).toString());

// Dictionaries, for zlib and raw streams.
const dict = Buffer.from('hello world');
console.log(zlib.inflateSync(zlib.deflateSync('hello world hello', { dictionary: dict }),
  { dictionary: dict }).toString());
console.log(zlib.inflateRawSync(zlib.deflateRawSync('hello world hello', { dictionary: dict }),
  { dictionary: new Uint8Array(dict).buffer }).toString());

// gzip members in a row, zero padding after them, junk after a zlib stream.
console.log(gunzipSync(Buffer.concat([gzipSync('ab'), gzipSync('cd'), Buffer.alloc(3)])).toString());
console.log(zlib.unzipSync(Buffer.concat([gzipSync('one '), gzipSync('two')])).toString());
console.log(zlib.inflateSync(Buffer.concat([zlib.deflateSync('ab'), Buffer.from('junk')])).toString());

// info: the engine too.
const info = zlib.inflateSync(zlib.deflateSync('abc'), { info: true });
console.log(Object.keys(info), info.buffer.toString(), info.engine.constructor.name,
  info.engine.bytesWritten, info.engine._closed);

// crc32 (Node 20.15+).
console.log(crc32('hello'), crc32(Buffer.from('world'), crc32('hello ')), crc32('hello world'));
console.log(crc32(''), crc32('', 123), crc32(new Uint16Array([1, 2])), crc32('héllo ✓'));
console.log(crc32(new DataView(new ArrayBuffer(8))), crc32('abc', 4294967295));

// The module's shape.
console.log(Object.keys(zlib).filter((k) => !k.startsWith('brotli') && !k.startsWith('Brotli') &&
  !k.startsWith('createBrotli')).join(' '));
console.log(Object.keys(constants).length, Object.keys(constants).slice(0, 30).join(' '));
console.log(constants.Z_MAX_CHUNK, constants.Z_DEFAULT_CHUNK, constants.BROTLI_DECODER_ERROR_UNREACHABLE);
console.log(Object.getPrototypeOf(constants), zlib.Z_BEST_COMPRESSION, zlib.Z_SYNC_FLUSH,
  zlib.BROTLI_MODE_TEXT, Object.keys(zlib).includes('Z_OK'));
console.log(zlib.codes, Object.isFrozen(zlib.codes));
const d = Object.getOwnPropertyDescriptor(zlib, 'Z_OK');
console.log(d.value, d.writable, d.enumerable, d.configurable);
console.log(zlib.createGzip.name, zlib.Gzip.name, zlib.deflateSync.name, zlib.deflate.name,
  zlib.gzip.length, zlib.gzipSync.length, zlib.crc32.length);

// The callback forms: on a later turn, one after another.
const order = [];
zlib.deflate(text, (err, out) => {
  order.push('deflate');
  console.log(order.join(' '));
  console.log('deflate cb', err, zlib.inflateSync(out).toString() === text);
  zlib.gunzip(gzipSync('callback'), (err2, out2) => {
    console.log('gunzip cb', err2, out2.toString());
    zlib.inflateRaw(zlib.deflateRawSync('raw cb'), { info: true }, (err3, res) => {
      console.log('inflateRaw cb', err3, res.buffer.toString(), res.engine.constructor.name);
      zlib.unzip(new Uint8Array(gzipSync('u8')), (err4, out4) => {
        console.log('unzip cb', err4, out4.toString());
        promises();
      });
    });
  });
});
process.nextTick(() => order.push('tick'));
Promise.resolve().then(() => order.push('promise'));
order.push('sync');

async function promises() {
  const gz = await promisify(zlib.gzip)('promised');
  console.log((await promisify(zlib.gunzip)(gz)).toString());
  const df = await promisify(zlib.deflateRaw)(Buffer.from(text), { level: 2 });
  console.log((await promisify(zlib.inflateRaw)(df)).toString() === text);
  try {
    await promisify(zlib.inflate)(Buffer.from('not zlib'));
  } catch (e) {
    console.log('rejected', e.message, e.errno, e.code);
  }
}
