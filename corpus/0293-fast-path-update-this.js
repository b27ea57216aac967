// `o.p++` and `o.p--` as statements, and `this.x` in class methods and
// constructors, go through the property caches' fast paths when the
// property holds a Number; otherwise the ordinary code runs: a string
// (ToNumeric), a BigInt, a getter and setter, a frozen object, a missing
// property, and an object whose shape changes in the middle of a loop.

class Counter {
  constructor(start) { this.n = start; this.hits = 0; }
  bump() { this.n++; this.hits++; return this; }
  drop() { this.n--; return this.n; }
  scaled(k) { return this.n * k + this.hits; }
}
const c = new Counter(0);
for (let i = 0; i < 5; i++) c.bump();
console.log(c.n, c.hits, c.drop(), c.scaled(2.5));
const s = new Counter("7");
s.bump();
console.log(s.n, typeof s.n, s.scaled(2));
const b = new Counter(9007199254740992n);
b.bump();
console.log(String(b.n), b.drop() === 9007199254740992n);

function tally(list) {
  const stats = { seen: 0, odd: 0, left: list.length };
  for (let i = 0; i < list.length; i++) {
    stats.seen++;
    if (list[i] % 2) stats.odd++;
    stats.left--;
    if (i === 2) stats.extra = "shape";
    if (i === 4) delete stats.extra;
  }
  return JSON.stringify(stats);
}
console.log(tally([1, 2, 3, 4, 5, 6, 7]));

let sets = 0;
const acc = { _v: 1, get v() { return this._v; }, set v(x) { sets++; this._v = x; } };
function twice(o) { o.v++; o.v++; return o.v; }
console.log(twice(acc), sets);

const frozen = Object.freeze({ n: 1 });
function inc(o) { o.n++; return o.n; }
try { inc(frozen); } catch (e) { console.log(e.constructor.name, e.message); }
const empty = {};
console.log(inc(empty), inc({ n: undefined }), inc({ n: null }), inc({ n: -0.5 }));
const top = { n: 2147483647 };
inc(top);
console.log(top.n, inc({ n: Number.MAX_SAFE_INTEGER }));

// An inherited property: the increment creates an own one.
const proto = { n: 10 };
const child = Object.create(proto);
console.log(inc(child), proto.n, Object.keys(child).join());
