// Object.hasOwn: own properties only, symbols and indexes too.
const sym = Symbol("s");
const proto = { inherited: 1 };
const o = Object.create(proto, { own: { value: 1 }, [sym]: { value: 2 } });
console.log(Object.hasOwn(o, "own"), Object.hasOwn(o, "inherited"), Object.hasOwn(o, sym));
console.log(Object.hasOwn([1, 2], 1), Object.hasOwn([1, 2], "length"), Object.hasOwn("str", 0));
try { Object.hasOwn(null, "x"); } catch (e) { console.log(e.message); }
