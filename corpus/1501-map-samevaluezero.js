// Map keys use SameValueZero: NaN is one key, -0 and +0 are the same key, objects by identity.
const m = new Map();
m.set(NaN, "nan1");
m.set(NaN, "nan2");
m.set(0, "zero");
m.set(-0, "negzero");
console.log(m.size, m.get(NaN), m.get(0), m.get(-0), Object.is([...m.keys()][1], -0));
const k1 = {}, k2 = {};
m.set(k1, "k1").set(k2, "k2");
console.log(m.get(k1), m.get(k2), m.get({}), m.size);
m.set("1", "string one").set(1, "number one");
console.log(m.get("1"), m.get(1), m.size);
m.set(null, "null").set(undefined, "undef");
console.log(m.get(null), m.get(undefined), m.has(undefined), m.has(false));
const s = Symbol("s");
m.set(s, "sym");
console.log(m.get(s), m.has(Symbol("s")));
