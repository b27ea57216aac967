// SpeciesConstructor as every built-in reads it: o.constructor, then its
// Symbol.species, even when the constructor is the built-in itself.
function show(label, f) {
  try {
    console.log(label, f());
  } catch (e) {
    console.log(label, `${e.name}: ${e.message}`);
  }
}

class MyPromise extends Promise {}
class MyBuffer extends ArrayBuffer {}
class MyShared extends SharedArrayBuffer {}
class MyRegExp extends RegExp {
  exec(s) {
    log.push(`exec ${this.flags}`);
    return super.exec(s);
  }
}
class MyBytes extends Uint8Array {}
const log = [];

function override(ctor, value) {
  Object.defineProperty(ctor, Symbol.species, { value, configurable: true });
}

override(Promise, MyPromise);
override(ArrayBuffer, MyBuffer);
override(SharedArrayBuffer, MyShared);
override(RegExp, MyRegExp);
override(Uint8Array, MyBytes);

show("then", () => Promise.resolve(1).then(() => {}) instanceof MyPromise);
show("catch", () => Promise.resolve(1).catch(() => {}) instanceof MyPromise);
show("finally", () => Promise.resolve(1).finally(() => {}) instanceof MyPromise);
show("slice", () => new ArrayBuffer(8).slice(2).constructor.name);
show("shared slice", () => new SharedArrayBuffer(8).slice(2).constructor.name);
show("split", () => "a,b,c".split(/,/).join("|") + " " + log.join(";"));
show("ta slice", () => new Uint8Array([1, 2, 3]).slice(1).constructor.name);
show("ta map", () => new Uint8Array([1, 2, 3]).map((x) => x * 2).constructor.name);
show("ta subarray", () => new Uint8Array([1, 2, 3]).subarray(1).constructor.name);

// A species of undefined or null means the default constructor.
override(Promise, undefined);
override(ArrayBuffer, null);
show("undefined species", () => Promise.resolve(1).then(() => {}).constructor === Promise);
show("null species", () => new ArrayBuffer(4).slice(1).constructor === ArrayBuffer);

// The errors V8 reports.
for (const [label, make, call] of [
  ["promise", () => Promise.resolve(1), (o) => o.then(() => {})],
  ["buffer", () => new ArrayBuffer(4), (o) => o.slice(1)],
  ["regexp", () => /,/, (o) => "a,b".split(o)],
  ["typed", () => new Uint8Array(2), (o) => o.slice(0)],
]) {
  const a = make();
  a.constructor = 5;
  show(`${label} constructor 5`, () => call(a));
  const b = make();
  b.constructor = { [Symbol.species]: 7 };
  show(`${label} species 7`, () => call(b));
  const c = make();
  c.constructor = undefined;
  show(`${label} constructor undefined`, () => call(c).constructor.name);
}
