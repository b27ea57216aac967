// fs.createReadStream and fs.createWriteStream: 'open', 'ready', chunks
// of highWaterMark bytes, start/end, bytesRead, 'close'; a missing file's
// ENOENT error; readline over a file stream; a write stream on fd 1.
// One stream at a time, so the order of events does not depend on the
// thread pool.
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { once } from 'node:events';

const log = (...a) => console.log(...a);
const file = 'corpus/inputs/8811-words.txt';

const rs = createReadStream(file, { encoding: 'utf8', highWaterMark: 1024 });
rs.on('open', (fd) => log('open', typeof fd));
rs.on('ready', () => log('ready'));
let chunks = 0;
let size = 0;
rs.on('data', (c) => {
  chunks++;
  size += c.length;
});
rs.on('end', () => log('end', chunks, size, rs.bytesRead));
await once(rs, 'close');
log('closed', rs.destroyed);

const part = createReadStream(file, { start: 6, end: 15 });
let got = '';
for await (const c of part) got += c.toString();
log('range', JSON.stringify(got), got.length);

const bad = createReadStream('corpus/inputs/no-such-file.txt');
bad.on('error', (e) => log('error', e.code, e.errno, e.syscall, e.message));
await new Promise((resolve) => bad.on('close', resolve));
log('bad closed');

let lines = 0;
for await (const line of createInterface({ input: createReadStream(file) })) if (line.startsWith('alpha')) lines++;
log('lines starting with alpha', lines);

const out = createWriteStream(null, { fd: 1, autoClose: false });
out.on('finish', () => log('finish', out.bytesWritten));
out.write('written through fd 1\n');
out.end('and the end\n');
await once(out, 'finish');
