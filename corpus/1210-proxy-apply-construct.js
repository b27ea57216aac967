// Proxy apply and construct traps; which proxies are callable and
// constructible.
const show = (f) => {
  try {
    console.log("ok", f());
  } catch (e) {
    console.log(e.constructor.name + ": " + e.message);
  }
};
function sum(a, b) {
  return a + b + (this && this.bonus ? this.bonus : 0);
}
const p = new Proxy(sum, {
  apply(t, thisArg, args) {
    console.log("apply", t === sum, thisArg === undefined ? "undefined" : JSON.stringify(thisArg), args, Array.isArray(args));
    return Reflect.apply(t, thisArg, args) * 10;
  },
});
console.log(p(1, 2), p.call({ bonus: 5 }, 1, 2), p.apply(null, [3, 4]));
const o = { bonus: 1, m: p };
console.log(o.m(1, 1), [1, 2].map(p).join());
console.log(p.name, p.length, typeof p);
// bind, call and apply of a callable proxy go through the apply trap.
const bound = p.bind({ bonus: 100 }, 1);
console.log(bound(2), bound.name, bound.length, Object.getPrototypeOf(bound) === Function.prototype);
// Without a trap the call goes to the target.
const plain = new Proxy(sum, {});
console.log(plain(2, 3), Reflect.apply(plain, { bonus: 1 }, [1, 1]));
class Point {
  constructor(x, y) {
    this.x = x;
    this.y = y;
  }
}
const C = new Proxy(Point, {
  construct(t, args, nt) {
    console.log("construct", args, nt === C);
    return Reflect.construct(t, args, nt);
  },
});
const pt = new C(1, 2);
console.log(pt, pt instanceof Point, pt instanceof C);
show(() => new (new Proxy(Point, { construct: () => 1 }))());
show(() => new (new Proxy(Point, { construct: () => null }))());
show(() => new (new Proxy(function () {}, { construct: () => "s" }))());
show(() => JSON.stringify(new (new Proxy(function () {}, { construct: () => ({ made: true }) }))()));
// A proxy of a non-callable target is neither callable nor constructible.
const obj = new Proxy({}, { apply: () => 1, construct: () => ({}) });
show(() => Reflect.apply(obj, null, []));
show(() => Reflect.construct(obj, []));
// Arrow functions are callable but not constructible.
const arrow = new Proxy(() => 7, { construct: () => ({}) });
console.log(arrow());
show(() => Reflect.construct(arrow, []));
// Calling a class proxy without new still fails in the target.
show(() => C(1, 2));
// The apply trap's errors propagate.
show(() => new Proxy(sum, { apply() { throw new Error("trap threw"); } })());
