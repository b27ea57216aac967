// structuredClone of buffers and views: an ArrayBuffer's bytes copied once however
// many views share it (resizable and its maximum kept), views of the same kind and
// tracking, a SharedArrayBuffer's memory shared (growing either grows both).
const a = new ArrayBuffer(4);
const c = structuredClone({ a, t: new Uint8Array(a, 1), d: new DataView(a, 2), f: new Float64Array([1.5, -0]) });
console.log(c, c.t.buffer === c.a, c.d.buffer === c.a);
const r = structuredClone(new ArrayBuffer(2, { maxByteLength: 8 }));
console.log(r.resizable, r.maxByteLength, r.byteLength);
const ra = new ArrayBuffer(2, { maxByteLength: 8 });
const rt = structuredClone(new Uint8Array(ra));
rt.buffer.resize(6);
console.log(rt.length);
const s = new SharedArrayBuffer(4);
const sc = structuredClone(s);
new Uint8Array(sc)[0] = 9;
console.log(sc !== s, new Uint8Array(s)[0], sc);
const gs = new SharedArrayBuffer(2, { maxByteLength: 8 });
const gc = structuredClone({ b: gs, v: new Uint8Array(gs) });
gs.grow(4);
console.log(gc.b.byteLength, gc.v.length, gc.b.growable);
gc.b.grow(6);
console.log(gs.byteLength, new Uint8Array(gs).length, gc.v.length);
const t16 = new Int16Array([1, 2, 3]);
t16.extra = 1;
class MyArr extends Uint8Array {}
console.log(structuredClone(t16), structuredClone(new MyArr(2)) instanceof MyArr, structuredClone([new Uint8Array(2), new Uint8Array(2)]));
