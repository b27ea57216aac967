// readline's line splitting when the breaks (\n, \r\n, a lone \r) fall at
// every offset of long chunks: lines of 0 to 40 units, chunks of several
// sizes (a \r\n split between two of them included), through `for await`
// and through 'line' events.
import { Readable } from 'node:stream';
import { createInterface } from 'node:readline';

const seps = ['\n', '\r\n', '\r'];
let text = '';
for (let i = 0; i < 120; i++) {
  const len = (i * 7) % 41;
  let line = '';
  for (let j = 0; j < len; j++) line += String.fromCharCode(97 + ((i + j) % 26));
  if (i % 11 === 5) line = line.slice(0, 3) + '\u00e9\u4e2d' + line.slice(3);
  text += line + seps[i % 3];
}
text += 'tail without a break';

function chunks(size) {
  const out = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

function digest(lines) {
  let h = 0;
  for (const l of lines) for (let i = 0; i < l.length; i++) h = (h * 31 + l.charCodeAt(i)) >>> 0;
  return `${lines.length} lines, lengths ${lines.slice(0, 12).map((l) => l.length).join(',')}..., hash ${h}`;
}

for (const size of [1, 7, 8, 16, 33, 64, 5000]) {
  const rl = createInterface({ input: Readable.from(chunks(size)), crlfDelay: Infinity });
  const got = [];
  for await (const line of rl) got.push(line);
  console.log(`for await, chunks of ${size}: ${digest(got)}`);
}

for (const size of [8, 17]) {
  const rl = createInterface({ input: Readable.from(chunks(size)), crlfDelay: Infinity });
  const got = [];
  rl.on('line', (l) => got.push(l));
  await new Promise((resolve) => rl.on('close', resolve));
  console.log(`'line' events, chunks of ${size}: ${digest(got)}`);
}

// Byte chunks: the decoder and the splitter together, a character cut in two.
const bytes = Buffer.from(text);
const byteChunks = [];
for (let i = 0; i < bytes.length; i += 13) byteChunks.push(bytes.subarray(i, i + 13));
const rl = createInterface({ input: Readable.from(byteChunks), crlfDelay: Infinity });
const got = [];
for await (const line of rl) got.push(line);
console.log(`bytes in chunks of 13: ${digest(got)}`);
