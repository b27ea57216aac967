// from, of, BYTES_PER_ELEMENT, species, names, lengths and the prototype chain.
const TA = Object.getPrototypeOf(Int8Array);
console.log(TA.name, TA.length, TA.prototype === Object.getPrototypeOf(Int8Array.prototype));
for (const C of [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array, BigInt64Array, BigUint64Array])
  console.log(C.name, C.length, C.BYTES_PER_ELEMENT, C.prototype.BYTES_PER_ELEMENT, C[Symbol.species] === C, Object.getPrototypeOf(C) === TA);
console.log(Uint8Array.from([1, 2, 3], function (x, i) { return x * this.k + i; }, { k: 10 }));
console.log(Int16Array.from("123"), Float32Array.of(1, 2.5, "3"), Uint8Array.from({ length: 2, 0: 4 }));
try { new TA(); } catch (e) { console.log(e.name + ": " + e.message); }
try { TA.from.call(undefined, []); } catch (e) { console.log(e.name); }
class Sub extends Uint8Array {}
const x = Sub.from([1, 2]);
console.log(x instanceof Sub, x, Sub.of(3).constructor.name);
