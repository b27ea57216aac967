// Natives that recurse over the data they are given check the C stack as
// JS frames do, and so do proxies forwarding to proxies: nesting deeper
// than the stack allows is V8's RangeError (or, for util.inspect, Node's
// "Inspection interrupted" note in place of the innermost value), never a
// crash. The values are a million levels deep, far past any stack.
// (Two cases stay out: V8 defines a property through a million trapless
// proxies without recursing and throws from Array.isArray on them; scr
// does the opposite of each, docs/architecture.md.)
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
// Proxies without traps forward each operation to their target, here
// another proxy, a million times over.
let p = {};
for (let i = 0; i < 1e6; i++) p = new Proxy(p, {});

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
  'proxy get': () => p.x,
  'proxy set': () => { p.x = 1; },
  'proxy has': () => 'x' in p,
  'proxy ownKeys': () => Object.keys(p),
  'proxy getPrototypeOf': () => Object.getPrototypeOf(p),
  'proxy delete': () => delete p.x,
  'String(proxy)': () => String(p),
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
