// Element views in sloppy-mode CommonJS: a store the object refuses does
// nothing where strict code throws, inside and outside a typed array's
// view, and a module-level const of the module indexed from a function.
const frozen = Object.freeze([1, 2, 3]);
const u8 = new Uint8Array(3);
function fill(a, n) {
  for (let i = 0; i < n; i++) a[i] = i * 100 + 7;
  return Array.from(a).join(",");
}
console.log(fill(frozen, 5), fill(u8, 5), u8.length, Object.keys(u8).join(","));
function fromModule() {
  let t = 0;
  for (let i = -1; i <= u8.length; i++) t += u8[i] === undefined ? 1000 : u8[i];
  for (let i = 0; i < 3; i++) frozen[i] += 1;
  return t + ":" + frozen.join(",");
}
console.log(fromModule());
const sealed = Object.seal(new Float64Array([0.5, 1.5]));
for (let i = 0; i < 3; i++) sealed[i] = sealed[i] * 4;
console.log(Array.from(sealed).join(","), Object.isFrozen(sealed), Object.isSealed(sealed));
