// `while (p.next) p = p.next;` and its compare forms: the loop test's
// cached read also takes the step. Each walk meets nodes whose property
// the cache cannot prove (other shapes, getters, proxies, primitives,
// prototypes) and must end on the same node as the plain reading.

function list(n, make) {
  let head = null;
  for (let i = n - 1; i >= 0; i--) head = make(i, head);
  return head;
}
const plain = (i, next) => ({ id: i, next });

function last(p) {
  while (p.next) p = p.next;
  return p.id;
}
function lastBlock(p) {
  while ((p.next)) { p = p.next; }
  return p.id;
}
function lastNotNull(p) {
  while (p.next !== null) p = p.next;
  return p.id;
}
function lastLoose(p) {
  while (p.next != null) p = p.next;
  return p.id;
}
function lastBefore(p, stop) {
  while (p.next !== stop) p = p.next;
  return p.id;
}
function firstEqual(p, v) {
  while ((p.tag === v)) p = p.next;
  return p.id;
}

const a = list(1000, plain);
console.log("plain", last(a), lastBlock(a), lastNotNull(a), lastLoose(a));
let mid = a;
for (let i = 0; i < 500; i++) mid = mid.next;
console.log("before", lastBefore(a, mid), lastBefore(a, null));

// Nodes of mixed shapes: some have extra keys, some lack `next` (undefined).
const mixed = list(50, (i, next) => (i % 3 === 0 ? { extra: i, id: i, next } : i % 7 === 0 ? { next, id: i } : { id: i, next }));
console.log("mixed", last(mixed), lastNotNull(mixed), lastLoose(mixed));
let tail = mixed;
while (tail.next) tail = tail.next;
delete tail.next;
console.log("no-next", last(tail), lastLoose(mixed));
try { lastNotNull(mixed); } catch (e) { console.log("throws", e.constructor.name, e.message); }

// A getter on one node: it runs once per visit, in order.
const log = [];
const g = list(10, plain);
let n4 = g;
for (let i = 0; i < 4; i++) n4 = n4.next;
const after = n4.next;
Object.defineProperty(n4, "next", { get() { log.push("get"); return after; }, configurable: true });
console.log("getter", last(g), lastNotNull(g), log.length);

// The getter rewires the list while the walk runs.
let hops = 0;
Object.defineProperty(n4, "next", {
  get() { hops++; return hops === 1 ? { id: "detour", next: { id: "end", next: null } } : after; },
  configurable: true,
});
console.log("rewired", last(g), last(g));

// A proxy node and a node inheriting `next` from its prototype.
const target = { id: "proxied", next: { id: "after-proxy", next: null } };
const px = new Proxy(target, { get(t, k) { log.push("trap:" + String(k)); return t[k]; } });
console.log("proxy", last({ id: 0, next: { id: 1, next: px } }), log.slice(-3).join(","));
const proto = { next: { id: "from-proto", next: null } };
const child = Object.create(proto);
child.id = "child";
console.log("proto", last({ id: "x", next: child }));

// A primitive in the chain: its property reads go through the wrapper.
Number.prototype.next = null;
console.log("primitive", last({ id: "n", next: 5 }) ?? "undefined");
delete Number.prototype.next;
console.log("primitive2", String(last({ id: "n", next: 7 })));

// firstEqual steps while a tag matches, through a hole-free run.
const tagged = list(20, (i, next) => ({ id: i, tag: i < 12 ? "t" : "u", next }));
console.log("tagged", firstEqual(tagged, "t"));

// A cycle ended by the test changing under it: a counter in a getter.
const ring = { id: "r0" };
ring.next = { id: "r1", next: ring };
let turns = 0;
Object.defineProperty(ring, "next", {
  get() { return ++turns < 5 ? this._n : null; }, configurable: true,
});
ring._n = { id: "r1", next: ring };
console.log("ring", last(ring), turns);
