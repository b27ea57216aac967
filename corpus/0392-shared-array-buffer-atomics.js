// SharedArrayBuffer (fixed and growable) and Atomics on one thread: the API's
// checks, conversions and messages as V8 gives them; wait answers not-equal
// or times out; waitAsync's waiters are woken by notify in order, in a task
// of their own, or time out; neither keeps the program alive.
import util from 'node:util';

const show = (label, f) => {
  try {
    const v = f();
    console.log(label, typeof v === 'bigint' ? `${v}n` : JSON.stringify(v));
  } catch (e) {
    console.log(label, `${e.name}: ${e.message}`);
  }
};

const sab = new SharedArrayBuffer(16);
const i32 = new Int32Array(sab), u8 = new Uint8Array(sab), big = new BigInt64Array(sab);
show('tag', () => [Object.prototype.toString.call(sab), sab.byteLength, sab.growable, sab.maxByteLength]);
show('proto', () => Object.getOwnPropertyNames(SharedArrayBuffer.prototype));
show('ctor', () => [SharedArrayBuffer.length, SharedArrayBuffer[Symbol.species] === SharedArrayBuffer]);
show('no new', () => SharedArrayBuffer(1));
show('negative', () => new SharedArrayBuffer(-1));
show('too big', () => new SharedArrayBuffer(2 ** 40));
show('max below', () => new SharedArrayBuffer(8, { maxByteLength: 4 }));
show('max bad', () => new SharedArrayBuffer(8, { maxByteLength: -1 }));
show('string length', () => new SharedArrayBuffer('3').byteLength);
show('AB slice on SAB', () => ArrayBuffer.prototype.slice.call(sab));
show('AB byteLength on SAB', () => Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'byteLength').get.call(sab));
show('SAB byteLength on AB', () => Object.getOwnPropertyDescriptor(SharedArrayBuffer.prototype, 'byteLength').get.call(new ArrayBuffer(1)));
show('grow fixed', () => sab.grow(20));
show('slice', () => [sab.slice(2, 6).byteLength, Object.prototype.toString.call(sab.slice(1))]);
show('subclass', () => {
  class S extends SharedArrayBuffer {}
  const s = new S(4);
  return [s instanceof S, s.slice(1) instanceof S, s.slice(1).byteLength];
});
show('species AB', () => {
  const s = new SharedArrayBuffer(4);
  s.constructor = { [Symbol.species]: function () { return new ArrayBuffer(4); } };
  return s.slice(0);
});
show('species same', () => {
  const s = new SharedArrayBuffer(4);
  s.constructor = { [Symbol.species]: function () { return s; } };
  return s.slice(0);
});
show('species small', () => {
  const s = new SharedArrayBuffer(4);
  s.constructor = { [Symbol.species]: function () { return new SharedArrayBuffer(1); } };
  return s.slice(0);
});

const g = new SharedArrayBuffer(4, { maxByteLength: 12 });
const gv = new Uint8Array(g), gfixed = new Uint8Array(g, 0, 2), gdv = new DataView(g, 1);
show('growable', () => [g.growable, g.maxByteLength, gv.length, gfixed.length, gdv.byteLength]);
show('grow', () => { g.grow(8); return [g.byteLength, gv.length, gfixed.length, gdv.byteLength]; });
show('shrink', () => g.grow(4));
show('past max', () => g.grow(13));
show('grow undefined', () => g.grow());
show('tracking from offset', () => { const t = new Int16Array(g, 2); g.grow(12); return [t.length, t.byteLength]; });
show('odd length', () => new Int32Array(new SharedArrayBuffer(6, { maxByteLength: 12 })).length);

show('types', () => [util.types.isSharedArrayBuffer(sab), util.types.isArrayBuffer(sab), util.types.isAnyArrayBuffer(sab),
  util.types.isSharedArrayBuffer(new ArrayBuffer(1))]);
const buf = Buffer.from(sab);
buf[0] = 7;
show('buffer shares', () => [buf.length, u8[0], buf.buffer === sab]);
u8[0] = 0;
console.log(new SharedArrayBuffer(2), new DataView(new SharedArrayBuffer(2)));
console.log(util.inspect(new SharedArrayBuffer(3, { maxByteLength: 8 }), { showHidden: true }));

// Atomics.
show('atomics tag', () => [Object.prototype.toString.call(Atomics), Object.getOwnPropertyNames(Atomics)]);
show('lengths', () => ['add', 'wait', 'notify', 'compareExchange', 'isLockFree', 'load'].map((k) => Atomics[k].length));
show('array', () => Atomics.add([], 0, 1));
show('object', () => Atomics.add({}, 0, 1));
show('number', () => Atomics.load(1, 0));
show('float', () => Atomics.add(new Float64Array(2), 0, 1));
show('clamped', () => Atomics.add(new Uint8ClampedArray(2), 0, 1));
show('index past', () => Atomics.add(i32, 4, 1));
show('index negative', () => Atomics.add(i32, -1, 1));
show('index infinite', () => Atomics.add(i32, Infinity, 1));
show('index fraction', () => [Atomics.add(i32, 1.5, 1), Atomics.add(i32, '1', 1), Atomics.load(i32, 1)]);
show('store', () => [Atomics.store(i32, 0, 3.7), Object.is(Atomics.store(i32, 0, -0), 0), Atomics.store(i32, 0, 2 ** 33 + 5), i32[0]]);
show('store returns', () => [Atomics.store(i32, 2, Infinity), Atomics.store(i32, 2, '12'), Atomics.store(i32, 2, NaN)]);
show('store object', () => Atomics.store(i32, 2, { valueOf() { return 7; } }));
show('store bigint to int', () => Atomics.store(i32, 2, 2n));
show('u8 wraps', () => [Atomics.store(u8, 0, 300), u8[0], Atomics.sub(u8, 1, 1), u8[1]]);
show('rmw', () => {
  const a = new Int32Array(1);
  a[0] = 5;
  return [Atomics.and(a, 0, 3), Atomics.or(a, 0, 6), Atomics.xor(a, 0, 1), Atomics.sub(a, 0, 10), Atomics.exchange(a, 0, 2), Atomics.load(a, 0)];
});
show('overflow', () => { const a = new Int32Array(1); a[0] = 2 ** 31 - 1; return [Atomics.add(a, 0, 1), a[0]]; });
show('compareExchange', () => { const a = new Int8Array(2); return [Atomics.compareExchange(a, 0, 256, 7), a[0], Atomics.compareExchange(a, 0, 1, 9), a[0]]; });
show('bigint add', () => Atomics.add(big, 1, 5n));
show('bigint number', () => Atomics.add(big, 1, 5));
show('biguint', () => { const a = new BigUint64Array(1); Atomics.compareExchange(a, 0, 0n, -1n); return a[0]; });
show('isLockFree', () => [1, 2, 3, 4, 8, '4'].map((n) => Atomics.isLockFree(n)));

show('wait unshared', () => Atomics.wait(new Int32Array(4), 0, 0));
show('wait u8', () => Atomics.wait(u8, 0, 0));
show('wait not-equal', () => Atomics.wait(i32, 0, 12345));
show('wait timeout', () => Atomics.wait(i32, 3, 0, 10));
show('wait zero', () => Atomics.wait(i32, 3, 0, -10));
show('wait bigint', () => Atomics.wait(new BigInt64Array(new SharedArrayBuffer(16)), 0, 0n, 0));
show('wait bigint number', () => Atomics.wait(new BigInt64Array(new SharedArrayBuffer(16)), 0, 0, 0));
show('notify none', () => Atomics.notify(i32, 0));
show('notify unshared', () => Atomics.notify(new Int32Array(4), 0, 1));
show('notify u8', () => Atomics.notify(u8, 0));
show('waitAsync not-equal', () => Atomics.waitAsync(i32, 0, 12345));
show('waitAsync zero', () => Atomics.waitAsync(i32, 3, 0, 0));
show('waitAsync unshared', () => Atomics.waitAsync(new Int32Array(4), 0, 0));

const w = new Int32Array(new SharedArrayBuffer(8));
const order = [];
const first = Atomics.waitAsync(w, 0, 0);
const second = Atomics.waitAsync(w, 0, 0, 100000);
const other = Atomics.waitAsync(w, 1, 0);
show('async', () => [first.async, Object.keys(first), first.value instanceof Promise]);
first.value.then((v) => order.push(`first ${v}`));
second.value.then((v) => order.push(`second ${v}`));
other.value.then((v) => order.push(`other ${v}`));
show('notify one', () => Atomics.notify(w, 0, 1));
Promise.resolve().then(() => order.push('microtask'));
process.nextTick(() => order.push('tick'));
setImmediate(() => {
  console.log(order.join(', '));
  show('notify rest', () => [Atomics.notify(w, 0), Atomics.notify(w, 0), Atomics.notify(w, 1, 0)]);
  const timed = Atomics.waitAsync(w, 0, 0, 50);
  timed.value.then((v) => console.log('timed', v));
  setTimeout(() => console.log('after', order.join(', ')), 400);
});
// A waiter nothing wakes does not keep the program alive.
Atomics.waitAsync(w, 1, 0, 1e9);
