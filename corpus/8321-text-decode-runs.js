// UTF-8 decoding that widens runs of ASCII many bytes at a time: a
// multi-byte character, an invalid byte and a character cut between chunks
// at every offset of texts longer than one step, through TextDecoder,
// Buffer#toString and a streaming decoder.
const enc = new TextEncoder();
const dec = new TextDecoder();
const codes = (s) => Array.from(s, (c) => c.codePointAt(0).toString(16)).join(' ');
const base = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUV'; // 48 units

let lines = [];
for (let at = 0; at < 46; at += 1) {
  const s = base.slice(0, at) + '\u20ac' + base.slice(at + 1, 46);
  const bytes = enc.encode(s);
  const back = dec.decode(bytes);
  const viaBuffer = Buffer.from(bytes).toString('utf8');
  // the same bytes with the euro's first byte made invalid
  const broken = Uint8Array.from(bytes);
  broken[at] = 0xff;
  const fixed = dec.decode(broken);
  // cut inside the character, then the rest, through one streaming decoder
  const sd = new TextDecoder();
  const head = sd.decode(bytes.subarray(0, at + 1), { stream: true });
  const tail = sd.decode(bytes.subarray(at + 1));
  lines.push([at, back === s, viaBuffer === s, fixed.length, codes(fixed.slice(Math.max(0, at - 1), at + 4)), head.length, head + tail === s].join(' '));
}
console.log(lines.join('\n'));

// Long texts: two-byte, three-byte and four-byte characters after long
// ASCII runs, lone continuation bytes, overlong forms and a truncated end.
const pieces = ['x'.repeat(33), '\u00e9', 'y'.repeat(17), '\u4e2d', 'z'.repeat(16), '\u{1f600}', 'w'.repeat(15)];
const long = pieces.join('');
console.log(dec.decode(enc.encode(long)) === long, Buffer.from(long).toString() === long, long.length);
const odd = Uint8Array.from([...enc.encode('a'.repeat(20)), 0x80, 0x80, ...enc.encode('b'.repeat(18)), 0xc0, 0xaf, ...enc.encode('c'.repeat(16)), 0xe2, 0x82]);
const out = dec.decode(odd);
console.log(out.length, codes(out.slice(18, 24)), codes(out.slice(38, 44)), codes(out.slice(-3)));
try {
  new TextDecoder('utf-8', { fatal: true }).decode(odd);
} catch (e) {
  console.log(e.name, e.code, e.message);
}
// Bytes of every value below 0x80 in one run, then one above.
const all = new Uint8Array(129);
for (let i = 0; i < 128; i++) all[i] = i;
all[128] = 0xc3;
const allOut = dec.decode(all);
console.log(allOut.length, allOut.charCodeAt(0), allOut.charCodeAt(127), allOut.charCodeAt(128).toString(16));
