// Proxy: the constructor, its arguments, typeof, and the Proxy function itself.
const show = (f) => {
  try {
    console.log("ok", f());
  } catch (e) {
    console.log(e.constructor.name + ": " + e.message);
  }
};
show(() => Proxy.length + " " + Proxy.name + " " + Object.getOwnPropertyNames(Proxy).join());
show(() => "prototype" in Proxy);
show(() => Proxy({}, {}));
show(() => new Proxy(1, {}));
show(() => new Proxy({}, null));
show(() => new Proxy({}, "h"));
show(() => new Proxy(undefined, {}));
show(() => Proxy.revocable(1, {}));
const target = { a: 1 };
const p = new Proxy(target, {});
console.log(typeof p, p.a, p === target, p instanceof Object);
console.log(typeof new Proxy(function () {}, {}), typeof new Proxy(class {}, {}));
console.log(typeof new Proxy([], {}), typeof new Proxy(new Proxy(() => 1, {}), {}));
// A proxy of a proxy forwards twice.
const pp = new Proxy(new Proxy({ b: 2 }, {}), {});
console.log(pp.b, "b" in pp, Object.keys(pp));
// Writes through a trapless proxy land on the target.
p.c = 3;
delete p.a;
console.log(JSON.stringify(target));
// Proxy.revocable returns a fresh object each time.
const r = Proxy.revocable({}, {});
console.log(Object.keys(r).join(), typeof r.revoke, r.revoke.length, JSON.stringify(r.revoke.name));
console.log(r.revoke(), r.revoke());
