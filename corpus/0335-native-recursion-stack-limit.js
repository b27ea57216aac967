// Natives that recurse over the data they are given check the C stack as
// JS frames do: nesting deeper than the stack allows is V8's RangeError
// (or, for util.inspect, Node's "Inspection interrupted" note in place of
// the innermost value), never a crash. The values are a million levels
// deep, far past any stack (0337: proxies of proxies, in every lane).
// Not in the tsan lane: ThreadSanitizer records the stack of each
// allocation, and allocations made tens of thousands of frames deep
// took it past the 30 s limit.
// @lanes: plain, asan
import util from 'node:util';
import assert from 'node:assert';

function nestArrays(n) {
  let a = [];
  for (let i = 0; i < n; i++) a = [a];
  return a;
}
const a = nestArrays(1e6);
const b = nestArrays(1e6);
let o = {};
for (let i = 0; i < 1e6; i++) o = { o };

const cases = {
  'JSON.stringify(array)': () => JSON.stringify(a),
  'JSON.stringify(object)': () => JSON.stringify(o),
  'JSON.stringify(object, null, 2)': () => JSON.stringify(o, null, 2),
  'String(array)': () => String(a),
  'array.join()': () => a.join('-'),
  'array.toLocaleString()': () => a.toLocaleString(),
  'array.flat(Infinity)': () => a.flat(Infinity),
  'util.format, j directive': () => util.format('%j', a),
  'util.isDeepStrictEqual': () => util.isDeepStrictEqual(a, b),
  'assert.deepStrictEqual': () => assert.deepStrictEqual(a, b),
  'assert.deepEqual': () => assert.deepEqual(a, b),
};
for (const [name, f] of Object.entries(cases)) {
  try {
    const r = f();
    console.log(name, 'returned', typeof r);
  } catch (e) {
    console.log(name, e instanceof RangeError, e.message);
  }
}

// Shallow values are untouched by the check.
console.log(JSON.stringify(nestArrays(5)), String(nestArrays(3)).length, nestArrays(4).flat(Infinity).length);
console.log(util.isDeepStrictEqual(nestArrays(100), nestArrays(100)));

// util.inspect prints what fits and a note where the stack ran out.
const s = util.inspect(a, { depth: Infinity });
const note = '[Array: Inspection interrupted prematurely. Maximum call stack size exceeded.]';
console.log(s.startsWith('[\n  [\n    ['), s.includes(note), s.indexOf(note) === s.lastIndexOf(note), s.endsWith(']'));
console.log(util.inspect(nestArrays(3), { depth: Infinity }));
