// Calls of built-in methods that generated code reaches without a lookup
// (charCodeAt, slice, indexOf, push, Map's get/set/has) still see every
// change a program makes: a replaced, deleted or getter-defined method,
// receivers that are String objects, arrays or other objects with the same
// method names, arguments that replace the method after it was read, and
// the index conversions of charCodeAt and slice.
const log = (...a) => console.log(...a);

function codes(s, idx) {
  const out = [];
  for (let k = 0; k < idx.length; k++) out.push(s.charCodeAt(idx[k]));
  return out;
}
log(codes('héllo', [0, 1, 4, 5, -1, -0.5, 0.9, 4.99, NaN, Infinity, -Infinity, 2 ** 32, undefined, '2', true, null]));
log(codes(new String('abc'), [0, 2, 3]));
let order = [];
const idx = { valueOf() { order.push('valueOf'); return 1; } };
log('xyz'.charCodeAt(idx), order);

const saved = String.prototype.charCodeAt;
String.prototype.charCodeAt = function (i) { return 'patched ' + this + i; };
log(codes('ab', [0, 1]));
String.prototype.charCodeAt = saved;
log(codes('ab', [0, 1]));
delete String.prototype.charCodeAt;
const ab = 'ab';
try {
  for (let k = 0; k < 1; k++) ab.charCodeAt(0);
} catch (e) {
  log(e.constructor.name, e.message);
}
Object.defineProperty(String.prototype, 'charCodeAt', {
  get() { order.push('getter'); return saved; },
  configurable: true,
});
order = [];
log(codes('q', [0, 0]), order);
Object.defineProperty(String.prototype, 'charCodeAt', { value: saved, writable: true, configurable: true });
log(codes('q', [0]));

// An own property of the receiver, and a receiver of another class.
const own = { charCodeAt: (i) => 'own ' + i, slice: () => 'own slice', get: () => 'own get', push: () => 'own push' };
for (let k = 0; k < 2; k++) log(own.charCodeAt(k), own.slice(), own.get(), own.push());
const arr = [1, 2, 3, 4];
for (let k = 0; k < 2; k++) log(arr.slice(k, k + 2), arr.indexOf(3), 'abcabc'.indexOf('c', k + 3), arr.push(k));
try {
  for (const v of [null]) v.charCodeAt(0);
} catch (e) {
  log(e.constructor.name, e.message);
}
try {
  const sym = Symbol('s');
  for (let k = 0; k < 1; k++) sym.slice(0);
} catch (e) {
  log(e.constructor.name, e.message);
}

// slice's conversions.
const s = 'abcdefgh';
for (const [a, b] of [[1, 3], [-3, undefined], [2.7, -1.2], [NaN, 2], [-0.5, 1], [5, 2], [1e10, 1], [-1e10, 2], ['1', '4']])
  log(JSON.stringify(s.slice(a, b)));

// The method is read before the arguments are evaluated: replacing it in
// an argument changes the next call, not this one.
const m = new Map();
const origSet = Map.prototype.set;
for (let k = 0; k < 3; k++) {
  m.set('k', (m.get('k') || 0) + (k === 1 ? ((Map.prototype.set = function (a, b) { log('replaced set', a, b); return this; }), 10) : 1));
}
Map.prototype.set = origSet;
log([...m]);
const pushes = [];
const origPush = Array.prototype.push;
for (let k = 0; k < 3; k++) {
  pushes.push(k === 1 ? ((Array.prototype.push = function (v) { log('replaced push', v); return 0; }), 'x') : k);
}
Array.prototype.push = origPush;
log(pushes);

// A Map subclass that overrides get, a non-Map receiver, -0 and NaN keys.
class Counting extends Map {
  get(k) { return 'sub ' + super.get(k); }
}
const c = new Counting([['a', 1]]);
for (let k = 0; k < 2; k++) log(c.get('a'), c.has('a'), c.set('b', k).size);
const fake = Object.create(Map.prototype);
try {
  for (let k = 0; k < 1; k++) fake.get('a');
} catch (e) {
  log(e.constructor.name, e.message);
}
const z = new Map();
for (const k of [0, -0, NaN, NaN, '0']) z.set(k, (z.get(k) || 0) + 1);
log([...z], z.has(-0), z.get(+0), z.has(NaN));
