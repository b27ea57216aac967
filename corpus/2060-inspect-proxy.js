// console.log and util.inspect of proxies: the target is shown (Node's
// showProxy is false) and no trap runs; revoked proxies print as such.
import util from "node:util";
const trapAll = {};
for (const t of ["get", "has", "ownKeys", "getOwnPropertyDescriptor", "getPrototypeOf", "apply"])
  trapAll[t] = () => {
    throw new Error("trap " + t + " ran");
  };
console.log(new Proxy({ a: 1, nested: { b: [1, 2] } }, trapAll));
console.log(new Proxy([1, 2, 3], trapAll));
console.log(new Proxy(function named() {}, trapAll), new Proxy(class K {}, trapAll));
console.log(new Proxy(new Map([[1, 2]]), trapAll), new Proxy(new Date(0), trapAll));
console.log([new Proxy({ in: "array" }, trapAll)], { key: new Proxy({ in: "object" }, trapAll) });
console.log(util.inspect(new Proxy({ x: 1 }, trapAll)));
console.log(`${util.format("%o", new Proxy({ y: 2 }, {}))}`);
const r = Proxy.revocable({}, {});
r.revoke();
console.log(r.proxy, [r.proxy], { r: r.proxy });
console.log(util.types.isProxy(new Proxy({}, {})), util.types.isProxy({}), util.types.isProxy(r.proxy));
// A class instance keeps its class name through the proxy.
class Point {
  constructor() {
    this.x = 1;
  }
}
console.log(new Proxy(new Point(), trapAll));
// Proxy of a proxy: Node unwraps one level.
console.log(new Proxy(new Proxy({ inner: true }, {}), {}));
// showProxy: true prints Proxy [ target, handler ], nested proxies too.
console.log(util.inspect(new Proxy({ a: 1 }, { get() {} }), { showProxy: true }));
console.log(util.inspect(new Proxy(new Proxy([1], {}), {}), { showProxy: true }));
console.log(util.inspect({ deep: new Proxy({ a: { b: 1 } }, {}) }, { showProxy: true, depth: 0 }));
console.log(util.inspect(r.proxy, { showProxy: true }));
