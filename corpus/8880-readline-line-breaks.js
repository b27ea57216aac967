// readline's line splitting across chunk boundaries: a \r\n split between
// two chunks (one break within crlfDelay), a lone \r at a chunk's end, a
// line spread over several chunks without a break, breaks at both ends of
// a chunk, empty lines, a multi-byte UTF-8 character split between Buffer
// chunks, and the last line without a break.
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';

async function lines(chunks, options = {}) {
  const rl = createInterface({ input: Readable.from(chunks), ...options });
  const out = [];
  for await (const line of rl) out.push(line);
  return JSON.stringify(out);
}

console.log(await lines(['a\r', '\nb\n']));
console.log(await lines(['a\r', '\nb\n'], { crlfDelay: Infinity }));
console.log(await lines(['one\r', 'two\r\r', '\n\nthree']));
console.log(await lines(['lo', 'ng ', 'line', ' here\nnext']));
console.log(await lines(['\nstarts', ' with\n', '\n\n', 'x\r\n']));
console.log(await lines(['\r\n\r\n', '\r', '\r\n']));
console.log(await lines(['', 'a', '', '\n', '']));
const bytes = Buffer.from('caf\u00e9 \u20ac\n\u{1F600} end\n');
console.log(await lines([bytes.subarray(0, 4), bytes.subarray(4, 8), bytes.subarray(8, 12), bytes.subarray(12)]));
console.log(await lines(['no break at all']));
console.log(await lines([]));

// 'line' events fire in order when a handler writes more input.
const rl = createInterface({ input: Readable.from(['x\ny\n']) });
let wrote = false;
rl.on('line', (l) => {
  console.log('line', l);
  if (!wrote) {
    wrote = true;
    rl.write('inner1\ninner2');
  }
});
await new Promise((resolve) => rl.on('close', resolve));
console.log('closed');
