// Map and Set hash short string keys (up to 7 units, each below 256) by
// their packed units, the others by the string's own hash: the two kinds
// side by side, through growth, deletes and re-adds, never equal to each
// other or to numbers, and insertion order kept throughout.
const m = new Map();
const keys = [];
for (let i = 0; i < 6000; i++) {
  const n = i.toString(36);
  keys.push(n); // short
  keys.push(n + 'abcdefg'); // 8 units and more
  if (i % 50 === 0) keys.push(n + '\u0100'); // a unit of 256: no short form
  if (i % 70 === 0) keys.push('\u00ff' + n + '\u0000'); // 0xFF and NUL units
}
keys.forEach((k, i) => m.set(k, i));
console.log(m.size, m.get('0'), m.get('zz'), m.get('1abcdefg'), m.get('1k\u0100'), m.get('\u00ff0\u0000'));
console.log(m.has(0), m.has('0 '), m.has('0abcdef'), m.has('1k\u0101'), m.get(String.fromCharCode(48)));
let missing = 0;
keys.forEach((k, i) => { if (m.get(k) !== i && m.get(k) === undefined) missing++; });
console.log('missing', missing);
// Delete every third key, then add them back: they go to the end.
let deleted = 0;
for (let i = 0; i < keys.length; i += 3) if (m.delete(keys[i])) deleted++;
console.log('deleted', deleted, m.size, m.has(keys[0]), m.has(keys[1]));
for (let i = 0; i < keys.length; i += 3) m.set(keys[i], -i);
console.log(m.size, [...m.keys()].slice(0, 4), [...m.entries()].slice(-3));
// Numbers and their strings are different keys; -0 and 0 are one.
const n = new Map([[1, 'number'], ['1', 'string'], [-0, 'zero']]);
console.log(n.get(1), n.get('1'), n.get(0), n.get('0'), n.size);
// Sets of words built from slices (new strings, equal content).
const text = 'the cat and the hat and the bat sat on the mat with the cat';
const words = new Set();
let start = 0;
for (let i = 0; i <= text.length; i++) {
  if (i === text.length || text.charCodeAt(i) === 32) {
    words.add(text.slice(start, i));
    start = i + 1;
  }
}
console.log(words.size, [...words].join(','), words.has('cat'), words.has('ca' + 't'), words.has('cats'));
const counts = new Map();
for (const w of text.split(' ')) counts.set(w, (counts.get(w) || 0) + 1);
console.log([...counts].map(([w, c]) => `${w}:${c}`).join(' '));
