// bench/filecopy: copies a large file (the linecount input, which
// bench/filecopy/run generates) with stream.pipeline from a read stream
// to a write stream, then copies it back through a Transform that counts
// bytes, and prints the sizes.
import { createReadStream, createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const src = process.env.SCR_BENCH_LINECOUNT || 'build/bench/linecount.txt';
const dst = src + '.copy';
await pipeline(createReadStream(src), createWriteStream(dst));
let bytes = 0;
let chunks = 0;
const counter = new Transform({
  transform(chunk, enc, cb) {
    bytes += chunk.length;
    chunks++;
    cb(null, chunk);
  },
});
await pipeline(createReadStream(dst), counter, createWriteStream(dst + '2'));
console.log(`copied ${bytes} bytes in ${chunks > 0 ? 'chunks' : 'nothing'}`);
