// Runs of numeric statements over object properties (`const dx = a.x - b.x;
// a.vx -= dx * m; ...`) share one guard per object: its shape, and a Number
// in every property the run touches. Whatever breaks the guard (a string, a
// getter, a frozen object, a shape change, a replaced Math.sqrt, the same
// object twice, a binding in its dead zone) must give Node's results.
function step(a, b, dt) {
  const dx = a.x - b.x, dy = a.y - b.y;
  const d2 = dx * dx + dy * dy;
  const mag = dt / (d2 * Math.sqrt(d2) + 1);
  a.vx -= dx * b.m * mag;
  a.vy -= dy * b.m * mag;
  b.vx += dx * a.m * mag;
  b.vy += dy * a.m * mag;
  a.n++;
  b.n--;
}
function P(x, y, m) { this.x = x; this.y = y; this.vx = 0; this.vy = 0; this.m = m; this.n = 0; }
function show(label, o) {
  const parts = [];
  for (const k of Object.keys(o)) parts.push(k + "=" + (typeof o[k] === "number" ? o[k].toFixed(6) : String(o[k])));
  console.log(label, parts.join(" "));
}
function run(label, a, b, times) {
  try {
    for (let i = 0; i < times; i++) step(a, b, 0.01);
    show(label + " a", a);
    show(label + " b", b);
  } catch (e) {
    console.log(label, e.name, e.message);
  }
}

run("plain", new P(1, 2, 3), new P(-1, 0.5, 2), 1000);
// The same object as both operands: every store goes to the one slot.
const same = new P(3, 4, 1);
run("same", same, same, 10);
// A string property: `-=` converts, `++` converts, the guard fails.
const str = new P(1, 1, 1);
str.vx = "5";
run("string", str, new P(0, 0, 1), 3);
const cat = new P(1, 1, 1);
cat.n = "7";
run("string n", cat, new P(0, 0, 1), 2);
// An accessor: the getter runs on every read, as in Node.
let reads = 0;
const acc = new P(2, 2, 1);
Object.defineProperty(acc, "m", { get() { reads++; return 2; }, enumerable: true });
run("getter", acc, new P(0, 1, 1), 5);
console.log("getter reads", reads);
// A frozen object: sloppy stores are ignored, strict ones throw.
const frozen = Object.freeze(new P(1, 0, 1));
run("frozen", new P(0, 0, 1), frozen, 3);
function strictStep(o) { "use strict"; o.vx += o.x * 2; o.vy += o.y * 2; }
try { strictStep(frozen); } catch (e) { console.log("strict frozen", e.name); }
// Shapes that change between iterations: a property added, one deleted.
const grow = new P(1, 1, 1), other = new P(2, 2, 2);
for (let i = 0; i < 6; i++) {
  step(grow, other, 0.1);
  if (i === 2) grow.extra = i;
  if (i === 4) delete other.n;
}
show("grow", grow);
show("other", other);
// Two classes alternating at one site.
class Q { constructor(x, y) { this.y = y; this.x = x; this.vx = 1; this.vy = 1; this.m = 1; this.n = 0; } }
const ps = [new P(1, 2, 3), new Q(4, 5), new P(6, 7, 8), new Q(9, 10)];
for (let r = 0; r < 50; r++)
  for (let i = 0; i < ps.length; i++) step(ps[i], ps[(i + 1) % ps.length], 0.01);
for (const p of ps) show(p.constructor.name, p);
// Math.sqrt replaced halfway: the region's guard checks it.
const ma = new P(1, 1, 1), mb = new P(3, 3, 1);
for (let i = 0; i < 4; i++) {
  if (i === 2) Math.sqrt = (v) => { console.log("own sqrt", v.toFixed(4)); return 1; };
  step(ma, mb, 1);
}
show("math", ma);
// NaN, -0 and Infinity come out of the region as Numbers Node would print.
function zeros(o) {
  o.x = o.y * -0;
  o.vx = (o.y - o.y) / o.x;
  o.vy = o.m / (o.x + 0);
}
const z = new P(1, 2, 3);
zeros(z);
console.log("zeros", Object.is(z.x, -0), Number.isNaN(z.vx), z.vy, new Map([[z.vx, "nan key"]]).get(NaN));
// Locals: a let read before the run assigns it, a var, a parameter.
function locals(o, k) {
  let s = 1;
  var t = 2;
  s += o.x * k;
  t *= o.y + s;
  k -= o.m;
  o.n = s + t + k;
  return [s, t, k, o.n];
}
console.log("locals", locals(new P(1, 2, 3), 4).join(" "));
console.log("locals string", locals(new P(1, 2, 3), "4").join(" "));
// A binding used in its dead zone: the ordinary code throws.
function dead(o) {
  o.x = o.y * 2;
  o.vx = late + o.m;
  const late = o.x * 3;
  return late;
}
try { dead(new P(1, 2, 3)); } catch (e) { console.log("dead zone", e.name, e.message); }
function deadLet(o) {
  o.x = o.y * 2;
  w = o.m + 1;
  let w = 0;
  return w;
}
try { deadLet(new P(1, 2, 3)); } catch (e) { console.log("dead let", e.name, e.message); }
// valueOf on a local and on a property runs once per use, in order.
const log = [];
const vo = { valueOf() { log.push("vo"); return 10; } };
function mix(o, v) {
  let acc = v;
  acc += o.x * 2;
  o.y -= acc;
  return acc;
}
console.log("valueOf", mix(new P(1, 2, 3), vo), log.join(","));
const pv = new P(1, 2, 3);
pv.x = { valueOf() { log.push("px"); return 5; } };
console.log("valueOf prop", mix(pv, 1), pv.y, log.join(","));
// BigInt properties: the Number guard fails, the ordinary code mixes types and throws.
const big = new P(1, 2, 3);
big.vx = 5n;
run("bigint", big, new P(0, 0, 1), 1);
