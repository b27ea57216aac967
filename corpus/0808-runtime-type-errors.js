// Checks messages of assorted runtime TypeErrors and RangeErrors raised by the engine.
const cases = [
  () => { const f = 5; f(); },
  () => { const o = {}; o.method(); },
  () => { new (class A { constructor() { this.x.y = 1; } })(); },
  () => { class X {} X(); },
  () => { const s = Symbol("s"); s + 1; },
  () => { Object.defineProperty(1, "x", {}); },
  () => { Object.create(5); },
  () => { Object.setPrototypeOf({}, 5); },
  () => { null[Symbol.iterator]; },
  () => { new Array(-1); },
  () => { "abc".repeat(Infinity); },
  () => { [].reduceRight(() => 0); },
  () => { ({}).x.y.z; },
  () => { const { a } = null; },
  () => { Symbol() instanceof Symbol(); },
  () => { new Math.max(); },
];
for (const c of cases) {
  try {
    c();
    console.log("no error");
  } catch (e) {
    console.log(`${e.constructor.name}: ${e.message}`);
  }
}
