// Map and Set keys that are short strings (up to 7 code units under 256)
// against longer ones, wider code units, numbers, holes left by delete, and
// keys that differ only in length or in a NUL unit.
const keys = [
  '', '\0', '\0\0', 'a', 'a\0', 'ab', 'ba', 'abcdefg', 'abcdefgh', 'abcdefh',
  '\xff', '\xff\xff\xff\xff\xff\xff\xff', '\u0100', 'a\u0100', 'abcdef\u0100',
  '1', '01', '-0', 'NaN', 'true', 'null', 'undefined', '\ud83d\ude00',
];
const others = [1, 0, -0, NaN, true, null, undefined, 1n];

const m = new Map();
keys.forEach((k, i) => m.set(k, i));
others.forEach((k, i) => m.set(k, 100 + i));
console.log('size', m.size);
for (const k of keys) {
  // A key made again from its units is a different string with the same
  // content: it must find the entry.
  const again = String.fromCharCode(...Array.from(k, (c) => c.charCodeAt(0)));
  const copy = k.split('').join('');
  console.log(JSON.stringify(k), m.get(k), m.get(again), m.has(copy), m.get(k + 'x'), m.get('x' + k));
}
console.log(m.get(0), m.get(-0), m.get('0'), m.get(NaN), m.get('1'), m.get(1), m.get(1n), m.get('1n'));

// Prefixes and extensions of a seven-unit key.
const s7 = 'abcdefg';
for (let n = 0; n <= 9; n++) {
  const k = 'abcdefghi'.slice(0, n);
  console.log(n, m.has(k), m.get(k), k === s7.slice(0, n));
}

// Deleting leaves holes; the same keys come back with new values.
for (const k of ['a', 'ab', 'abcdefg', 'abcdefgh', '\u0100']) console.log('delete', JSON.stringify(k), m.delete(k), m.delete(k));
console.log('size', m.size, m.has('a'), m.has('ab'), m.get('abcdefh'));
m.set('ab', 'again');
m.set('a' + 'b', 'again2');
console.log([...m.keys()].slice(-3), m.get('ab'), m.size);

// A word count, keys sliced out of a line, against a second count kept in a plain object.
const text = 'the cat and the hat and the bat sat on the mat with a cat named \u00e9t\u00e9 and \u0101b';
const counts = new Map();
const plain = Object.create(null);
let start = 0;
for (let i = 0; i <= text.length; i++) {
  if (i === text.length || text.charCodeAt(i) === 32) {
    if (i > start) {
      const w = text.slice(start, i);
      counts.set(w, (counts.get(w) || 0) + 1);
      plain[w] = (plain[w] || 0) + 1;
    }
    start = i + 1;
  }
}
console.log([...counts].map(([w, n]) => `${w}=${n}`).join(' '));
console.log(Object.keys(plain).every((w) => plain[w] === counts.get(w)), Object.keys(plain).length === counts.size);

// Sets share the table.
const s = new Set(['x', 'xy', 'x'.repeat(7), 'x'.repeat(8), 'x\u0101']);
console.log(s.size, s.has('x' + 'y'), s.has('xxxxxxx'), s.has('xxxxxxxx'), s.has('xxxxxx'), s.has('x\u0101'), s.has('x\u0001'));
s.delete('xy');
s.add('y' + 'x');
s.add('x' + 'y');
console.log([...s].join(','));

// Many keys: the table grows and rebuilds its chains.
const big = new Map();
for (let i = 0; i < 5000; i++) big.set('k' + i.toString(36), i);
let ok = 0;
for (let i = 0; i < 5000; i++) if (big.get(('k' + i.toString(36)).slice(0)) === i) ok++;
for (let i = 0; i < 5000; i += 2) big.delete('k' + i.toString(36));
let left = 0;
for (let i = 0; i < 5000; i++) if (big.has('k' + i.toString(36))) left++;
console.log(ok, left, big.size);
