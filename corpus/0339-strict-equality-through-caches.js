// `o.p === x` and `o.p.q !== x` compare the property's value where it lies
// when the caches prove a data property; everything else takes the
// ordinary path. Each case below makes a cache miss, hit, or change in the
// middle of a loop, and the results and errors must be Node's.
class Node {
  constructor(left, right) {
    this.left = left;
    this.right = right;
    this.parent = null;
    this.kind = "node";
  }
  isLeaf() {
    return this.left === null && this.right === null;
  }
}
function build(d) {
  if (d === 0) return new Node(null, null);
  const l = build(d - 1), r = build(d - 1);
  const n = new Node(l, r);
  l.parent = n;
  r.parent = n;
  return n;
}
function check(n) {
  if (n.left === null) return n.kind === "node" ? 1 : 100;
  if (n.left.parent !== n || n.right.parent !== n) return -1e6;
  if (null === n.right.left && n.isLeaf()) return -1;
  return 1 + check(n.left) + check(n.right);
}
const tree = build(8);
console.log("tree", check(tree));

// A broken link is seen.
tree.left.left.parent = tree;
console.log("broken", check(tree));
tree.left.left.parent = tree.left;

// A leaf whose kind is a string made at run time (compared by content).
const made = ["no", "de"].join("");
tree.right.right.right.right.right.right.right.right.kind = made;
console.log("made kind", check(tree));
tree.right.right.right.right.right.right.right.right.kind = "other";
console.log("other kind", check(tree));

// A getter in place of a data property: it runs once per comparison.
let calls = 0;
const g = build(2);
Object.defineProperty(g.left, "left", {
  get() {
    calls++;
    return null;
  },
});
console.log("getter", check(g), calls);

// Shapes that change in the middle of a loop, and a property on the
// prototype (a hit through the cached prototype).
class Base {}
Base.prototype.tag = "base";
const items = [];
for (let i = 0; i < 12; i++) {
  const o = new Base();
  if (i % 3 === 1) o.tag = "own";
  if (i % 4 === 2) o.extra = i;
  if (i === 7) delete o.tag;
  items.push(o);
}
let tags = "";
for (const o of items) tags += o.tag === "base" ? "b" : o.tag === "own" ? "o" : "?";
console.log("tags", tags);
Base.prototype.tag = "changed";
tags = "";
for (const o of items) tags += o.tag === "base" ? "b" : o.tag !== "changed" ? "o" : "c";
console.log("after change", tags);

// Numbers: NaN is never equal, -0 equals 0; undefined and missing.
const nums = [{ v: NaN }, { v: -0 }, { v: 0 }, { v: 1 }, { v: undefined }, {}];
console.log(
  "numbers",
  nums.map((o) => [o.v === o.v, o.v === 0, o.v !== -0, o.v === undefined].map(Number).join("")).join(" "),
);

// Three levels, and four (past the chain limit).
const deep = { a: { b: { c: { d: 5 } } } };
console.log("deep", deep.a.b.c === deep.a.b.c, deep.a.b.c.d === 5, deep.a.b.c.d !== 5);

// Proxies and primitives as the object.
const traced = [];
const p = new Proxy({ x: 1 }, {
  get(t, k) {
    traced.push(String(k));
    return t[k];
  },
});
const holder = { p };
console.log("proxy", holder.p.x === 1, p.x !== 2, traced.join(","));
const str = "text";
console.log("primitive", str.missing === undefined, str.constructor === String, (5).toFixed === Number.prototype.toFixed);

// `this` in a method, compared with a parameter.
class Box {
  constructor(v) {
    this.v = v;
  }
  same(x) {
    return this.v === x;
  }
}
const bx = new Box("v");
console.log("this", bx.same("v"), bx.same("w"), new Box(bx).same(bx));

// Errors keep their positions and messages.
function leftOf(n) {
  return n.left === null;
}
function parentOf(n) {
  return n.left.parent !== n;
}
for (const bad of [null, undefined, { left: null }, { left: undefined }]) {
  for (const f of [leftOf, parentOf]) {
    try {
      console.log(f.name, f(bad));
    } catch (e) {
      console.log(f.name, e.constructor.name, e.message, e.stack.split("\n")[1].replace(/\(.*[\\/]/, "("));
    }
  }
}

// A local in its dead zone is still an error, read before the compare.
try {
  (function () {
    const r = early.v === 1;
    let early = { v: 1 };
    return r;
  })();
} catch (e) {
  console.log(e.constructor.name, e.message);
}

// `o.p == null` and `o.p != undefined` (null and undefined alone are
// loosely equal to null), and the truth of `o.p` in a condition.
const values = [0, -0, NaN, "", "x", null, undefined, false, true, {}, [], 0n, 1n, Symbol("s")];
let row = "";
for (const v of values) {
  const o = { v, w: { v } };
  row += (o.v == null ? "n" : "-") + (o.w.v != undefined ? "d" : "-") + (null == o.w.v ? "N" : "-");
  row += o.v ? "T" : "F";
  row += !o.w.v ? "!" : ".";
  row += o.v && o.w.v ? "&" : o.v || o.w.v ? "|" : "_";
  row += " ";
}
console.log("loose and truth", row);
console.log("not with null", { v: 0 }.v == 0, { v: "" }.v == false, { v: "1" }.v != 1);

// A linked list walked by `while (n.next)` and `if (n.value)`.
let head = null;
for (let i = 0; i < 50; i++) head = { value: i % 7, next: head };
let steps = 0, truthy = 0;
for (let n = head; n; n = n.next) {
  steps++;
  if (n.value) truthy++;
  if (n.next == null) console.log("last value", n.value);
}
console.log("list", steps, truthy);

// Getters in a condition run once; a proxy's trap once per read.
let reads = 0;
const lazy = {
  get ready() {
    reads++;
    return reads > 2 ? "yes" : "";
  },
};
let waited = 0;
while (!lazy.ready) waited++;
console.log("getter truth", waited, reads, lazy.ready == null, reads);
const seenKeys = [];
const watched = new Proxy({ a: 0, b: null }, {
  get(t, k) {
    seenKeys.push(k);
    return t[k];
  },
});
const wrap = { watched };
console.log("proxy truth", wrap.watched.a ? 1 : 2, wrap.watched.b == null, seenKeys.join(","));

// Errors from a condition's reads.
for (const bad of [null, { next: undefined }]) {
  try {
    if (bad.next.value) console.log("unreachable");
    console.log("no error");
  } catch (e) {
    console.log(e.constructor.name, e.message);
  }
  try {
    console.log(bad.next == null);
  } catch (e) {
    console.log(e.constructor.name, e.message);
  }
}
