// Checks optional chaining on null/undefined for properties, computed access and calls, and short-circuit.
const o = { a: { b: { c: 1 } }, f() { return "called"; }, arr: [10, 20], nul: null };
console.log(o?.a?.b?.c, o.x?.y, o.x?.y.z.w, o.nul?.p, o.arr?.[1], o.none?.[0]);
console.log(o.f?.(), o.g?.(), o.a.b?.toString?.());
let n = null;
let u;
console.log(n?.x, u?.x, n?.[0], u?.(), n?.x.y.z);
let count = 0;
const r = u?.[count++];
console.log(r, count);
try {
  o.x.y;
} catch (e) {
  console.log(e.message);
}
try {
  o.nul.p;
} catch (e) {
  console.log(e.message);
}
try {
  o.a?.b.c.d.e;
} catch (e) {
  console.log(e.message);
}
console.log((o?.a).b.c, 0?.toFixed(1), ""?.length);
