// Parameters read straight from the caller's arguments, without a count
// of their own (emit_func.c, param_borrowable): every way a callee can
// outlive, return, store or lose what it was given, and every kind of
// caller, including built-ins that call back into JavaScript.

function id(x) { return x; }
function pick(a, b, first) { return first ? a : b; }
function keep(store, x) { store.push(x); return store.length; }

// A temporary argument returned: the caller's result outlives the temporary.
const r1 = id({ tag: "temp" });
const r2 = pick([1, 2], { tag: "b" }, false);
console.log(r1.tag, r2.tag, id(id(id("nested"))));
const kept = [];
for (let i = 0; i < 5; i++) keep(kept, { i });
console.log(kept.map((o) => o.i).join(","));

// The callee drops the only other reference to its argument, then uses it.
const holder = { v: { name: "held" } };
function dropThenRead(x) { holder.v = null; return x.name; }
console.log(dropThenRead(holder.v), holder.v);
let slot = { n: 1 };
function replaceThenRead(x) { slot = { n: 2 }; return x.n + slot.n; }
console.log(replaceThenRead(slot));

// Thrown, stored in a closure's box, in a global, in a Map.
function thrower(e) { throw e; }
try { thrower(new Error("borrowed error")); } catch (e) { console.log(e.message); }
function capture(x) { return () => x.k; }
const getK = capture({ k: "captured" });
console.log(getK());
const m = new Map();
function remember(key, val) { m.set(key, val); }
remember("a", { deep: { er: 1 } });
console.log(m.get("a").deep.er);
function setGlobal(v) { globalThis.borrowedGlobal = v; }
setGlobal({ g: 7 });
console.log(globalThis.borrowedGlobal.g);

// Callbacks from built-ins that change the collection under the callback.
const arr = [{ v: 1 }, { v: 2 }, { v: 3 }];
const seen = [];
arr.forEach(function (el, i, a) { a.length = 0; seen.push(el.v, i); });
console.log(seen.join(","), arr.length);
const arr2 = [{ v: "x" }, { v: "y" }];
console.log(arr2.map((el, i, a) => { a[i] = null; return el.v; }).join(""));
const map = new Map([["k1", { v: 10 }], ["k2", { v: 20 }]]);
let total = 0;
map.forEach(function (val, key, mp) { mp.delete(key); mp.clear(); total += val.v; });
console.log(total, map.size);
const sortMe = [{ n: 3 }, { n: 1 }, { n: 2 }];
sortMe.sort(function (a, b) { sortMe.length = 0; return a.n - b.n; });
console.log(JSON.stringify(sortMe));
console.log(JSON.parse('{"a":{"b":1}}', function (k, v) { if (k === "a") delete this.a; return v; }).a.b);
console.log("a-b".replace(/-/g, function (s, off, str) { return `[${s}${off}${str.length}]`; }));
console.log(Reflect.apply(function (a, b) { return a.x + b.x; }, null, [{ x: 1 }, { x: 2 }]));
console.log(pick.call(null, "c1", "c2", true), pick.apply(null, ["a1", "a2", false]));
const bound = pick.bind(null, { b: "bound" });
console.log(bound({ b: "other" }, true).b);
const obj = { set prop(v) { this._v = v; }, get prop() { return this._v.q; } };
obj.prop = { q: "setter" };
console.log(obj.prop);
const proxy = new Proxy({}, { get(target, key, receiver) { return typeof key === "string" ? key.toUpperCase() : undefined; } });
console.log(proxy.abc);
console.log(Array.from([{ z: 1 }, { z: 2 }], (o) => o.z * 10).join(","));

// Promise reactions, timers and microtasks hand values to callbacks too.
Promise.resolve({ p: "resolved" }).then(function (v) { console.log("then", v.p); });
queueMicrotask(() => console.log("microtask"));
setTimeout(function (a, b) { console.log("timeout", a.t, b); }, 0, { t: "arg" }, "second");

// Not borrowed: a generator's and an async function's parameters outlive
// the call; a sloppy `arguments` aliases them (see the CommonJS twin);
// a parameter written in the body.
function* gen(x) { yield x.a; yield x.b; }
const g = gen({ a: "g1", b: "g2" });
console.log(g.next().value, g.next().value);
async function later(x) { await null; return x.w; }
later({ w: "async" }).then((w) => console.log(w));
function written(x) { x = { y: x.y + 1 }; return x; }
console.log(written({ y: 1 }).y);
function defaults(x = { d: "default" }) { return x.d; }
console.log(defaults(), defaults({ d: "given" }));
function destructured({ a, b }) { return a + b; }
console.log(destructured({ a: 1, b: 2 }));

// Deep recursion passing the same object down and returning it back up.
function down(o, n) { return n === 0 ? o : down(o, n - 1); }
const top = { deep: true };
console.log(down(top, 5000) === top);
