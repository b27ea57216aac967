// Proxies of arrays: Array.isArray, JSON, Object.prototype.toString, and
// Array.prototype methods working through the traps.
const log = [];
const arr = [3, 1, 2];
const p = new Proxy(arr, {
  get(t, k, r) {
    if (typeof k === "string") log.push("get " + k);
    return Reflect.get(t, k, r);
  },
  set(t, k, v, r) {
    log.push("set " + k + "=" + v);
    return Reflect.set(t, k, v, r);
  },
});
const flush = (label, v) => {
  console.log(label, JSON.stringify(v), log.join(", "));
  log.length = 0;
};
flush("isArray", Array.isArray(p));
flush("isArray nested", Array.isArray(new Proxy(p, {})));
flush("isArray object", Array.isArray(new Proxy({}, {})));
flush("tag", Object.prototype.toString.call(p));
flush("length", p.length);
flush("index", p[1]);
flush("join", Array.prototype.join.call(p, "-"));
flush("push", Array.prototype.push.call(p, 4));
flush("indexOf", Array.prototype.indexOf.call(p, 2));
flush("includes", Array.prototype.includes.call(p, 9));
flush("slice", Array.prototype.slice.call(p, 1, 3));
flush("map", Array.prototype.map.call(p, (x) => x * 2));
flush("filter", Array.prototype.filter.call(p, (x) => x > 1));
flush("reduce", Array.prototype.reduce.call(p, (a, b) => a + b, 0));
flush("pop", Array.prototype.pop.call(p));
flush("reverse", Array.prototype.reverse.call(p) === p);
flush("json", JSON.stringify(p));
flush("concat", [0].concat(p));
flush("spread", [...p]);
flush("target", arr);
flush("for-of", (() => { const out = []; for (const v of p) out.push(v); return out; })());
flush("from", Array.from(p));
