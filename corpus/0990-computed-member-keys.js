// Computed member keys in stores, compound assignments and updates, in
// V8's order: each access converts an object key (a store after its
// right-hand side, `o[k] += v` twice), and every number spells the same
// property as its string form. A nullish base converts no key at all.

const log = [];
const key = (name) => ({ toString() { log.push(`toString ${name}`); return name; } });
const rhs = (v) => { log.push(`rhs ${v}`); return v; };

const o = {};
o[key("a")] = rhs(1);
o[key("a")] += rhs(2);
o[key("b")] ??= rhs(3);
o[key("b")]++;
--o[key("a")];
console.log(o, log.join(", "));

// Numbers name the same properties as their canonical strings.
const p = {};
for (const k of [-0, 0, 1.5, -1, 1e21, 2 ** 32, 2 ** 32 - 1, NaN, Infinity, 0.1 + 0.2]) {
  p[k] = (p[k] ?? 0) + 1;
  p[k]++;
}
console.log(p);
console.log(Object.keys(p).join("|"));

// Other primitives: booleans, null, undefined and symbols.
const q = {};
const s = Symbol("s");
for (const k of [true, false, null, undefined, s, "true"]) q[k] = (q[k] ?? 0) + 1;
console.log(q, q[s]);

// Arrays: indexes, holes, the length, and keys past it.
const a = [];
for (let i = 0; i < 5; i++) a.push(i);
a[7] = 7;
a["2"] += 10;
a[1.0]++;
a[-1] = "neg";
a[4294967295] = "not an index";
a["length"] -= 1;
console.log(a, a.length);
let holes = [, , 3];
holes[0] ??= "filled";
holes[1] ||= "or";
console.log(holes);

// Symbol.toPrimitive on a key runs once per reference, even for `++`.
let prims = 0;
const tp = { [Symbol.toPrimitive]() { prims++; return "t"; } };
const r = { t: 41 };
r[tp]++;
r[tp] += 1;
console.log(r, prims);

// A key whose conversion throws does so after the right-hand side ran.
const bad = { toString() { throw new Error("no key"); } };
try {
  o[bad] = rhs("never");
} catch (e) {
  console.log(e.message, log.at(-1));
}

// Stores on primitives and nullish bases.
try {
  "abc"[0] = "x";
} catch (e) {
  console.log(e.constructor.name, e.message);
}
try {
  const n = null;
  n[1.5] = 1;
} catch (e) {
  console.log(e.constructor.name, e.message);
}
try {
  const u = undefined;
  u[key("late")] += 1;
} catch (e) {
  console.log(e.constructor.name, e.message, log.at(-1));
}

// Frozen arrays refuse, in strict code.
const f = Object.freeze([1, 2]);
try {
  f[0]++;
} catch (e) {
  console.log(e.constructor.name, e.message);
}

// Nullish bases and the `in` operator name keys without converting them.
const conv = { toString() { log.push("conv"); return "x"; } };
const nul = null;
const tries = [
  () => nul[conv], () => { nul[conv] = 1; }, () => { nul[conv] += 1; }, () => { nul[conv]++; },
  () => delete nul[conv], () => conv in nul, () => conv in 5,
];
for (const k of [true, undefined, null, [1, 2], function f() {}, Object(5), Symbol("q"), 1.5]) {
  tries.push(() => nul[k], () => { nul[k] = 1; }, () => delete nul[k], () => k in nul, () => k in "str");
}
log.length = 0;
for (const t of tries) {
  try {
    t();
  } catch (e) {
    console.log(e.message);
  }
}
console.log(log.length);
