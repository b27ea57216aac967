// Element stores convert: modular integers, clamping with ties to even, float32 rounding.
const vals = [0, -1, 255, 256, 1.5, 2.5, -2.5, 3.7, -0, NaN, Infinity, -Infinity, 2 ** 32 + 5, -(2 ** 31) - 1, 1e20, "12", true, null, undefined];
for (const C of [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array]) {
  const a = new C(vals.length);
  for (let i = 0; i < vals.length; i++) a[i] = vals[i];
  console.log(C.name, Array.from(a).join(","));
}
const f = new Float32Array(1);
f[0] = 0.1; console.log(f[0]);
f[0] = 3.4e39; console.log(f[0]);
f[0] = 1e-50; console.log(Object.is(f[0], 0));
f[0] = -1e-50; console.log(Object.is(f[0], -0));
const o = { valueOf() { console.log("valueOf"); return 7; } };
const u = new Uint8Array(1);
u[0] = o; u[5] = o;
console.log(u[0], u[5]);
