// node:zlib's callback forms run zlib on the thread pool: several at once,
// streams closed while a write runs, and results that must not depend on
// which finishes first.
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const gzip = promisify(zlib.gzip), inflate = promisify(zlib.inflate), deflate = promisify(zlib.deflate);
const inputs = Array.from({ length: 8 }, (_, i) =>
  Buffer.from(Array.from({ length: 20000 + i * 1000 }, (_, j) => `${i}:${j % 97} `).join('')));
const packed = await Promise.all(inputs.map((b, i) => (i % 2 ? gzip(b) : deflate(b, { level: 1 + i }))));
const back = await Promise.all(packed.map((p, i) => (i % 2 ? promisify(zlib.gunzip)(p) : inflate(p))));
back.forEach((b, i) => console.log(i, b.length, b.equals(inputs[i]), zlib.crc32(b) === zlib.crc32(inputs[i])));

// Six at once: each callback gets its own result, whichever finishes first.
const raw = [];
await new Promise((resolve) => {
  for (let i = 0; i < 6; i++) {
    zlib.deflateRaw(inputs[i], (err, out) => {
      raw[i] = `raw ${i} ${err} ${zlib.inflateRawSync(out).equals(inputs[i])}`;
      if (raw.filter(Boolean).length === 6) resolve();
    });
  }
});
console.log(raw.join('\n'));

// A stream closed while a write runs.
await new Promise((resolve) => {
  const z = zlib.createGzip();
  const chunks = [];
  z.on('data', (c) => chunks.push(c));
  z.on('error', (e) => console.log('error', e.code));
  z.on('close', () => {
    console.log('closed', z.destroyed, z.bytesWritten > 0);
    resolve();
  });
  z.write(inputs[7], () => console.log('write callback'));
  z.close();
});

// A stream that writes in pieces, its output read back whole.
const z = zlib.createDeflate({ chunkSize: 1024 });
const parts = [];
z.on('data', (c) => parts.push(c));
await new Promise((resolve) => {
  z.on('end', resolve);
  for (const b of inputs.slice(0, 4)) z.write(b);
  z.end();
});
const all = zlib.inflateSync(Buffer.concat(parts));
console.log('pieces', all.equals(Buffer.concat(inputs.slice(0, 4))), z.bytesWritten);
