// SpeciesConstructor with a .constructor that is neither undefined nor an
// object: V8's "The .constructor property is not an object" from ArrayBuffer,
// SharedArrayBuffer and typed array slices, RegExp's matchAll and split, and
// Promise's then; a species that is no constructor.
const show = (label, f) => {
  try {
    console.log(label, f());
  } catch (e) {
    console.log(label, `${e.name}: ${e.message}`);
  }
};
for (const c of [5, null, 'x', true]) {
  const ab = new ArrayBuffer(2), sab = new SharedArrayBuffer(2), ta = new Uint8Array(2), rx = /a/g, p = Promise.resolve();
  ab.constructor = sab.constructor = ta.constructor = rx.constructor = p.constructor = c;
  show(`ArrayBuffer ${c}`, () => ab.slice().byteLength);
  show(`SharedArrayBuffer ${c}`, () => sab.slice().byteLength);
  show(`Uint8Array slice ${c}`, () => ta.slice().length);
  show(`Uint8Array map ${c}`, () => ta.map((x) => x).length);
  show(`Uint8Array subarray ${c}`, () => ta.subarray(1).length);
  show(`matchAll ${c}`, () => 'aa'.matchAll(rx).next().value[0]);
  show(`split ${c}`, () => rx[Symbol.split]('bab').length);
  show(`then ${c}`, () => typeof p.then());
}
const a = [1];
a.constructor = { [Symbol.species]: 5 };
show('array species', () => a.map((x) => x));
const t = new Uint8Array(1);
t.constructor = { [Symbol.species]: {} };
show('typed species', () => t.slice());
const undef = new ArrayBuffer(3);
undef.constructor = undefined;
show('undefined constructor', () => undef.slice(1).byteLength);
for (const C of [ArrayBuffer, SharedArrayBuffer]) {
  for (const species of [{}, 1, parseInt, () => {}]) {
    const b = new C(4);
    b.constructor = { [Symbol.species]: species };
    show(`${C.name} species ${typeof species}`, () => b.slice().byteLength);
  }
}
