// Sloppy-mode CommonJS: parameters and `this` (globalThis for a plain
// call, a wrapper object for a primitive receiver) take the numeric fast
// paths as in strict code, and an undeclared name is a global.
globalThis.scale = 3;
globalThis.size = 2;

function area(p) { return p.w * p.h * scale; }
function grow(p, k) { p.w *= k; p.h += k; p.n++; return p.w - p.h; }
function selfSize() { return this.size * 10 + 1; }
function boxed() { return this.toFixed ? this.valueOf() * 2 : -1; }

const boxes = [{ w: 2, h: 3, n: 0 }, { w: 1.5, h: -0, n: 0 }, { w: "4", h: 1, n: "0" }];
for (let i = 0; i < 3; i++) {
  for (const b of boxes) console.log(i, area(b), grow(b, 2), b.n);
}
console.log(selfSize(), selfSize.call({ size: 7 }), selfSize.call({ size: "x" }));
globalThis.size = 5;
console.log(selfSize(), boxed.call(21), boxed.call("s"));
implicitGlobal = 6;
function useImplicit(o) { return o.v * implicitGlobal; }
console.log(useImplicit({ v: 7 }), useImplicit({ v: null }));
