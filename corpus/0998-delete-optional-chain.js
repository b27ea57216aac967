// delete through an optional chain: true (and nothing evaluated further)
// when the chain stops at null or undefined, otherwise the delete of the
// last member, with its key evaluated once and a strict refusal thrown.
"use strict";
const log = [];
const key = (k) => { log.push(k); return k; };
const o = { x: 1, y: { z: 2, w: 3 }, list: [1, 2, 3] };
let none = null;
let undef;
console.log(delete o?.x, o);
console.log(delete none?.x, delete undef?.x.y.z, delete none?.[key("skipped")]);
console.log(delete o.y?.z, delete o.y?.[key("w")], o.y);
console.log(delete o?.list[1], o.list);
console.log(delete o.missing?.deep, delete o?.missing);
console.log(log);
try {
  delete Object.freeze({ q: 1 })?.q;
} catch (e) {
  console.log(e.name, e.message);
}
const p = new Proxy({ a: 1 }, { deleteProperty(t, k) { log.push("trap " + String(k)); return delete t[k]; } });
console.log(delete p?.a, log.at(-1), Object.keys(p));
