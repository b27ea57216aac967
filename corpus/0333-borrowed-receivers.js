// The receiver of `o.k`, `o.k = v` and `o.m(args)` is read without a
// count when it is a plain local; the arguments, the key and the stored
// value may still assign it, and then the old object must stay alive until
// the access is done.
class Node_ {
  constructor(v, next) { this.v = v; this.next = next; }
  m(x) { return this.v + ":" + x; }
  get g() { return "g" + this.v; }
}
function walk() {
  let p = new Node_(1, new Node_(2, new Node_(3, null)));
  const out = [];
  while (p.next) p = p.next;
  out.push(p.v);
  let q = new Node_(4, null);
  out.push(q.m(q = new Node_(5, null)));       // receiver and callee from the old q
  out.push(q.v);
  let r = new Node_(6, null);
  r.next = (r = new Node_(7, null));            // stores into the old r
  out.push(r.v, r.next === null);
  let s = new Node_(8, null);
  out.push(s[(s = new Node_(9, null), "v")]);   // computed key assigns s
  out.push(s.g, s.m(s.g));
  var w = new Node_(10, null);
  out.push(w.m((w = null, "x")), w);
  let u = null;
  try { u.m(); } catch (e) { out.push(e.constructor.name); }
  let o = { n: 0, inc() { this.n++; return this; } };
  for (let i = 0; i < 5; i++) o = o.inc();
  out.push(o.n, o?.inc().n, u?.m());
  return out.join(" ");
}
console.log(walk());
function sloppyVar(a) {
  var x = { k: a };
  var y = x.k;
  for (var i = 0; i < 3; i++) { var x = { k: x.k + i }; }
  return [y, x.k];
}
console.log(sloppyVar(10).join(","));
