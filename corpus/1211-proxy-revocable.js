// Proxy.revocable: every operation on a revoked proxy throws, naming the
// operation.
const show = (label, f) => {
  try {
    console.log(label, "ok", f());
  } catch (e) {
    console.log(label, e.constructor.name + ": " + e.message);
  }
};
const { proxy, revoke } = Proxy.revocable({ a: 1 }, {});
console.log(proxy.a);
revoke();
revoke();
show("get", () => proxy.a);
show("set", () => { proxy.a = 2; });
show("has", () => "a" in proxy);
show("delete", () => delete proxy.a);
show("keys", () => Object.keys(proxy));
show("ownKeys", () => Reflect.ownKeys(proxy));
show("gopd", () => Object.getOwnPropertyDescriptor(proxy, "a"));
show("define", () => Object.defineProperty(proxy, "a", { value: 1 }));
show("getProto", () => Object.getPrototypeOf(proxy));
show("setProto", () => Object.setPrototypeOf(proxy, null));
show("isExtensible", () => Object.isExtensible(proxy));
show("preventExtensions", () => Object.preventExtensions(proxy));
show("isArray", () => Array.isArray(proxy));
show("typeof", () => typeof proxy);
show("toString", () => Object.prototype.toString.call(proxy));
show("JSON", () => JSON.stringify(proxy));
show("instanceof", () => proxy instanceof Object);
show("spread", () => ({ ...proxy }));
show("for-in", () => { for (const k in proxy) return k; });
// A proxy can still be made around a revoked proxy.
show("wrap", () => typeof new Proxy(proxy, {}));
const f = Proxy.revocable(function named() {}, {});
f.revoke();
show("call", () => f.proxy());
show("new", () => new f.proxy());
show("typeof fn", () => typeof f.proxy);
// A trap may revoke its own proxy; the running operation completes.
const self = Proxy.revocable({ v: 1 }, {
  get(t, k) {
    self.revoke();
    return t[k];
  },
});
show("self-revoke", () => self.proxy.v);
show("after", () => self.proxy.v);
