// JSON.stringify of ordinary objects: which keys, in what order, and which
// values, when toJSON, getters and a replacer change the object while it is
// written; strings that need escapes; numbers of every kind.
const log = (...args) => console.log(...args);

log('order', JSON.stringify({ b: 1, 2: 2, a: 3, 1: 4, [Symbol('s')]: 5, '-1': 6, '01': 7, 4294967295: 8 }));
class Point { constructor() { this.y = 2; this.x = 1; } get len() { return 3; } }
log('class', JSON.stringify(new Point()));
const hidden = { shown: 1 };
Object.defineProperty(hidden, 'hidden', { value: 2, enumerable: false });
Object.defineProperty(hidden, 'viaGetter', { get() { return 'g'; }, enumerable: true });
log('defined', JSON.stringify(hidden));
const bare = Object.create(null);
bare.k = 'v';
log('null proto', JSON.stringify(bare));

// A getter adds a key (not written: the list was taken first), deletes a
// later one (left out) and changes a later value (written as changed).
const o = {
  first: 1,
  get second() { o.added = 'no'; delete o.third; o.fourth = 'changed'; return 2; },
  third: 3,
  fourth: 4,
};
log('getter mutates', JSON.stringify(o), Object.keys(o).join());

// A nested toJSON deletes and re-adds a later key: written with the new
// value, in the old place.
const p = { a: { toJSON() { delete p.c; p.c = 'again'; return 'A'; } }, b: 'B', c: 'C', d: 'D' };
log('toJSON re-adds', JSON.stringify(p), Object.keys(p).join());

// A replacer sees every key, and its holder; it may make the object a dictionary.
const q = { a: 1, b: 2, c: 3 };
log('replacer', JSON.stringify(q, function (k, v) {
  if (k === 'a') { delete this.b; this.z = 26; }
  return typeof v === 'number' ? v * 10 : v;
}), Object.keys(q).join());
const dict = {};
for (let i = 0; i < 40; i++) dict['k' + i] = i;
for (let i = 0; i < 40; i += 3) delete dict['k' + i];
log('dictionary', JSON.stringify(dict));

// Values that are left out or become null.
log('values', JSON.stringify({ u: undefined, f() {}, s: Symbol('x'), n: null, nan: NaN, inf: -Infinity, arr: [undefined, () => 1, Symbol()] }));
log('numbers', JSON.stringify([0, -0, 1.5, -2.25, 1e21, 1e-7, 123456789012, 2 ** 53, -(2 ** 31), 0.1 + 0.2, 5e-324, Number.MAX_VALUE]));
log('boxed', JSON.stringify({ n: new Number(3), s: new String('str'), b: new Boolean(false) }));

// Strings: escapes, control characters, surrogates paired and alone, at
// the start, the middle and the end.
const strs = ['plain', '', 'q"uote', 'back\\slash', 'tab\there', 'nl\n', '\u0000\u001f\u007f', '\ud83d\ude00', 'a\ud83db', '\udc00z', 'end\ud800', '\u2028\u2029', 'é\u0100ß'];
for (const s of strs) log('string', JSON.stringify(s), JSON.stringify({ [s]: s }));

// Indentation with the same objects.
log('indent', JSON.stringify({ a: [1, { b: 2 }], c: {}, d: [] }, null, 2));
log('indent str', JSON.stringify(new Point(), null, '--'));

// A cycle reached through an ordinary object's key.
const cyc = { name: 'top', child: { inner: {} } };
cyc.child.inner.back = cyc;
try { JSON.stringify(cyc); } catch (e) { log('cycle', e.message); }

// toJSON on the prototype, and a getter that throws.
const withProto = Object.create({ toJSON() { return { via: 'proto' }; } });
withProto.own = 1;
log('proto toJSON', JSON.stringify({ x: withProto }));
try { JSON.stringify({ get bad() { throw new Error('getter threw'); } }); } catch (e) { log('threw', e.message); }

// toJSON appearing on a shared prototype, on Object.prototype, and on one
// object of a shape the others share, between and during stringify calls.
class Item { constructor(i) { this.i = i; } }
const items = [new Item(1), new Item(2), { i: 3 }, [4]];
log('before', JSON.stringify(items));
Item.prototype.toJSON = function () { return 'item' + this.i; };
log('class toJSON', JSON.stringify(items));
delete Item.prototype.toJSON;
Object.prototype.toJSON = function () { return Array.isArray(this) ? 'array' : 'object'; };
log('Object.prototype toJSON', JSON.stringify(items), JSON.stringify({ a: { b: 1 } }));
delete Object.prototype.toJSON;
log('after delete', JSON.stringify(items));
const same = [{ k: 1 }, { k: 2 }, { k: 3 }];
same[2].toJSON = () => 'own';
log('own toJSON', JSON.stringify(same));
const late = [{ k: 1 }, { k: 2, get z() { Object.prototype.toJSON = () => 'late'; return 'z'; } }, { k: 3 }, [5]];
log('added while writing', JSON.stringify(late));
delete Object.prototype.toJSON;
Object.defineProperty(Array.prototype, 'toJSON', { get() { return undefined; }, configurable: true });
log('getter toJSON', JSON.stringify([[1], [2]]));
delete Array.prototype.toJSON;
