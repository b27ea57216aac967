// Array elements and `length` read and written inline (scr.h: a class
// test, a bounds check and a load): every case the inline path must hand
// to the generic one gives what Node gives - holes that find a prototype
// element or a getter, indexes past the end, -0, fractions, NaN, 2^32 - 1,
// frozen arrays, growth through a store, arguments objects, and values
// that are not arrays at all.

function sum(a) {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i];
  return s;
}
console.log(sum([1, 2, 3, 4]), sum([1.5, -0.5]), sum("abc"));

// A store over every element, then reads at the edges.
const a = [10, 20, 30];
for (let i = 0; i < a.length; i++) a[i] = a[i] * 2;
console.log(a, a[-0], a[0.5], a[3], a[-1], a[NaN], a[4294967295], a.length);

// Holes: read through the prototype, which may hold an element or a getter.
const h = [1, , 3];
console.log(h[1], 1 in h);
Array.prototype[1] = "from proto";
console.log(h[1], h.length);
Object.defineProperty(Array.prototype, 5, { get() { return "getter " + this.length; }, configurable: true });
const g = [0, 1, 2, 3, 4, , 6];
console.log(g[5], g.length);
delete Array.prototype[1];
delete Array.prototype[5];
console.log(h[1], g[5]);

// Stores past the end grow the array; a store at 2^32 - 1 is a property.
const w = [];
for (let i = 0; i < 5; i++) w[i] = i * i;
w[7] = "seven";
w[4294967295] = "not an index";
console.log(w, w.length);

// Frozen arrays keep their elements read-only (strict mode throws).
const f = Object.freeze([1, 2, 3]);
try {
  f[0] = 9;
} catch (e) {
  console.log(e.constructor.name, e.message);
}
console.log(f[0], f.length);

// An element turned into an accessor leaves the dense part.
const acc = [1, 2, 3];
Object.defineProperty(acc, 1, { get() { return "got"; }, set(v) { console.log("set", v); } });
acc[1] = 5;
console.log(acc[1], acc[0] + acc[2]);

// length after shrinking, and reads past the new end.
const s = [1, 2, 3, 4, 5];
s.length = 2;
console.log(s[3], s.length, s);

// Objects that are not arrays take the generic path.
function first(x) {
  return [x[0], x.length];
}
console.log(first({ 0: "zero", length: 1 }), first("str"), first(new Uint8Array([7])));
(function () {
  console.log(first(arguments), arguments[1], arguments.length);
})("p", "q");

// Elements that hold objects keep their counts right across overwrites.
const objs = [{ n: 1 }, { n: 2 }];
for (let i = 0; i < 3; i++) objs[i % 2] = { n: objs[(i + 1) % 2].n + i };
console.log(objs);

// Reads from null and undefined still throw with V8's message.
try {
  const n = null;
  console.log(n[0]);
} catch (e) {
  console.log(e.message);
}
