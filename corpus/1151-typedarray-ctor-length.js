// Typed array constructors from a length, and their length errors.
console.log(new Int8Array(3).length, new Float64Array().length, new Uint16Array(2.7).length);
console.log(new Uint8Array("4").length, new Uint8Array(null).length, new Uint8Array(false).length);
for (const f of [() => new Uint8Array(-1), () => Uint8Array(2), () => new Int32Array(-0.5).length,
                 () => new Uint8Array(Symbol()), () => new Float32Array(2 ** 40)]) {
  try { console.log(f()); } catch (e) { console.log(e.name + ": " + e.message); }
}
