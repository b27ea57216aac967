// instanceof with proxies on either side, and classes extending a proxy.
const log = [];
class Base {
  constructor(x) {
    this.x = x;
  }
  hello() {
    return "hello " + this.x;
  }
}
const PBase = new Proxy(Base, {
  construct(t, args, nt) {
    log.push("construct " + args.join() + " " + nt.name);
    return Reflect.construct(t, args, nt);
  },
  get(t, k, r) {
    if (typeof k === "string") log.push("get " + k);
    return Reflect.get(t, k, r);
  },
});
class Derived extends PBase {
  constructor() {
    super(7);
    this.y = 1;
  }
}
console.log(log.join(", "));
log.length = 0;
const d = new Derived();
console.log(d, d.hello(), d instanceof Derived, d instanceof Base, d instanceof PBase);
console.log(log.join(", "));
log.length = 0;
// The left side: the prototype chain is walked with getPrototypeOf.
const obj = new Proxy({}, {
  getPrototypeOf(t) {
    log.push("getPrototypeOf");
    return Base.prototype;
  },
});
console.log(obj instanceof Base, obj instanceof Array, log.join(", "));
// Symbol.hasInstance is read through the get trap.
const Custom = new Proxy(function Custom() {}, {
  get(t, k, r) {
    if (k === Symbol.hasInstance) return () => true;
    return Reflect.get(t, k, r);
  },
});
console.log(1 instanceof Custom, {} instanceof Custom);
try {
  ({}) instanceof new Proxy({}, {});
} catch (e) {
  console.log(e.constructor.name + ": " + e.message);
}
// Static members are inherited through the proxy.
Base.make = function () {
  return "made by " + this.name;
};
console.log(Derived.make());
