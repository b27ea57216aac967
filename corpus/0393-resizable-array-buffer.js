// Resizable ArrayBuffers: length-tracking and fixed views, views going out of
// bounds when the buffer shrinks (V8's "detached" TypeError for their
// methods, zero lengths, undefined reads, ignored writes) and coming back
// when it grows, with the bytes between reading zero.
const show = (label, f) => {
  try {
    console.log(label, JSON.stringify(f()));
  } catch (e) {
    console.log(label, `${e.name}: ${e.message}`);
  }
};

const ab = new ArrayBuffer(8, { maxByteLength: 16 });
const track = new Uint8Array(ab), fixed = new Uint16Array(ab, 4, 2), tail = new Uint8Array(ab, 6);
const dv = new DataView(ab, 2), dvf = new DataView(ab, 4, 4);
show('made', () => [ab.resizable, ab.maxByteLength, ab.byteLength, track.length, fixed.length, tail.length, dv.byteLength]);
show('proto', () => Object.getOwnPropertyNames(ArrayBuffer.prototype));
show('plain', () => { const p = new ArrayBuffer(4); return [p.resizable, p.maxByteLength]; });
track.set([1, 2, 3, 4, 5, 6, 7, 8]);
ab.resize(4);
show('shrunk', () => [ab.byteLength, track.length, [...track], fixed.length, fixed.byteLength, fixed.byteOffset, tail.length,
  tail.byteOffset, fixed[0], dv.byteLength]);
show('fill', () => fixed.fill(1));
show('at', () => fixed.at(0));
show('spread values', () => [...fixed.values()]);
show('join', () => fixed.join());
show('subarray', () => tail.subarray(0));
show('set', () => fixed.set([1]));
show('slice', () => fixed.slice());
show('map', () => fixed.map((x) => x));
show('construct', () => new Uint8Array(fixed));
show('keys', () => Object.keys(tail));
show('write ignored', () => { fixed[0] = 5; return [fixed[0], 0 in fixed]; });
show('dv get', () => dvf.getInt8(0));
show('dv set', () => dvf.setInt8(0, 1));
show('dv byteLength', () => dvf.byteLength);
show('dv byteOffset', () => dvf.byteOffset);
show('tracking dv', () => [dv.byteLength, dv.getUint8(1)]);
show('new past end', () => new Uint8Array(ab, 6));
show('new past end, length', () => new Uint8Array(ab, 6, 0));
ab.resize(16);
show('grown', () => [ab.byteLength, track.length, [...track], fixed.length, fixed.byteOffset, tail.length, dv.byteLength,
  dvf.byteLength, dvf.getInt8(0)]);
show('past max', () => ab.resize(17));
show('negative', () => ab.resize(-1));
show('max below length', () => new ArrayBuffer(8, { maxByteLength: 4 }));
show('max negative', () => new ArrayBuffer(8, { maxByteLength: -1 }));
show('max undefined', () => new ArrayBuffer(8, { maxByteLength: undefined }).resizable);
show('resize fixed', () => new ArrayBuffer(1).resize(1));
show('resize on SAB', () => ArrayBuffer.prototype.resize.call(new SharedArrayBuffer(1, { maxByteLength: 2 }), 2));
show('slice not resizable', () => [ab.slice(2).resizable, ab.slice(2).byteLength]);
show('to zero', () => { const a = new ArrayBuffer(2, { maxByteLength: 4 }); const t = new Uint8Array(a); a.resize(0); return [t.length, t.byteOffset]; });
show('subarray tracks', () => {
  const a = new ArrayBuffer(4, { maxByteLength: 8 });
  const t = new Uint8Array(a), s = t.subarray(1), f = t.subarray(1, 3);
  a.resize(8);
  return [s.length, f.length];
});
show('odd tracking', () => {
  const a = new ArrayBuffer(8, { maxByteLength: 16 });
  const t = new Int32Array(a);
  a.resize(11);
  return [t.length, t.byteLength];
});
console.log(new ArrayBuffer(2, { maxByteLength: 4 }), fixed, tail);
// DataView: ToIndex of the offset before the value's conversion; the bounds
// checked again after the prototype is read (which may resize the buffer).
show('dv index first', () => new DataView(new ArrayBuffer(8)).setInt8(Infinity, { valueOf() { throw new Error('converted'); } }));
{
  const rab = new ArrayBuffer(8, { maxByteLength: 16 });
  const nt = function () {}.bind(null);
  Object.defineProperty(nt, 'prototype', { get() { rab.resize(2); return DataView.prototype; } });
  show('dv offset after proto', () => Reflect.construct(DataView, [rab, 4], nt));
  rab.resize(8);
  show('dv length after proto', () => Reflect.construct(DataView, [rab, 1, 4], nt));
  rab.resize(8);
  show('dv tracking after proto', () => Reflect.construct(DataView, [rab, 1], nt).byteLength);
}
