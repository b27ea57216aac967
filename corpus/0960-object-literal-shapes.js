// Object literals with constant keys share a cached shape per site; every
// other kind of literal (computed, spread, accessors, __proto__, index or
// duplicate keys) builds property by property. Both must give the same
// objects: key order, enumeration, later adds and deletes, and values
// evaluated in source order even when one of them throws.
const log = [];
const v = (tag, x) => (log.push(tag), x);

const rows = [];
for (let i = 0; i < 4; i++) rows.push({ id: i, name: "n" + i, even: i % 2 === 0, tags: [i] });
console.log(rows);
console.log(rows.map((r) => Object.keys(r).join(",")));

const a = rows[1];
a.extra = 1;
delete a.name;
a.name = "again";
console.log(a, Object.keys(a), JSON.stringify(a));
console.log(rows[2], "name" in rows[2], rows[2].hasOwnProperty("extra"));

const ordered = { b: v("b", 1), a: v("a", 2), c: v("c", 3) };
console.log(ordered, log.join(""));

const dup = { x: 1, y: 2, x: 3 };
console.log(dup, Object.keys(dup));
const idx = { 2: "two", a: "a", 1: "one", "3": "three" };
console.log(idx, Object.keys(idx));
const proto = { __proto__: { inherited: true }, own: 1 };
console.log(proto, proto.inherited, Object.keys(proto));
const quoted = { "hello world": 1, "": 2, "with-dash": 3, "\u00e9t\u00e9": 4 };
console.log(quoted, Object.keys(quoted));
const key = "dyn";
const computed = { [key]: 1, plain: 2, [key + "2"]: 3 };
console.log(computed);
const spread = { ...rows[0], more: true };
console.log(spread);
const accessors = { get g() { return "got"; }, set s(x) { log.push("set " + x); }, m() { return "m"; } };
accessors.s = 5;
console.log(accessors.g, accessors.m(), Object.keys(accessors), log.at(-1));
const named = { f: function () {}, arrow: () => {}, cls: class {} };
console.log(named.f.name, named.arrow.name, named.cls.name);

function make(n) {
  return { n, sq: n * n, s: String(n) };
}
const made = [make(1), make(2), make(3)];
made[0].later = true;
console.log(made, Object.keys(made[1]));

try {
  const bad = { first: v("first", 1), second: v("second", null).boom, third: v("third", 3) };
  console.log(bad);
} catch (e) {
  console.log(e instanceof TypeError, e.message, log.slice(-2).join(" "));
}

const big = { k1: 1, k2: 2, k3: 3, k4: 4, k5: 5, k6: 6, k7: 7, k8: 8, k9: 9, k10: 10 };
big.k11 = 11;
delete big.k3;
console.log(big, Object.entries(big).length);
const frozen = Object.freeze({ a: 1, b: 2 });
console.log(Object.isFrozen(frozen), frozen);
