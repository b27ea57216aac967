// Object.prototype.__defineGetter__, __defineSetter__, __lookupGetter__ and
// __lookupSetter__.
const show = (f) => {
  try {
    console.log("ok", f());
  } catch (e) {
    console.log(e.constructor.name + ": " + e.message);
  }
};
for (const name of ["__defineGetter__", "__defineSetter__", "__lookupGetter__", "__lookupSetter__"]) {
  const d = Object.getOwnPropertyDescriptor(Object.prototype, name);
  console.log(name, typeof d.value, d.value.length, d.value.name, d.enumerable, d.writable, d.configurable);
}
const o = {};
let stored = 0;
console.log(o.__defineGetter__("x", function () { return stored * 2; }));
o.__defineSetter__("x", function (v) { stored = v; });
o.x = 21;
console.log(o.x, JSON.stringify(Object.getOwnPropertyDescriptor(o, "x")), typeof Object.getOwnPropertyDescriptor(o, "x").get);
console.log(o.__lookupGetter__("x") === Object.getOwnPropertyDescriptor(o, "x").get);
console.log(typeof o.__lookupSetter__("x"), o.__lookupGetter__("nope"), o.__lookupSetter__("toString"));
// Lookups walk the prototype chain; a data property stops them.
const child = Object.create(o);
console.log(typeof child.__lookupGetter__("x"));
const shadow = Object.create(o);
shadow.x = 5;
console.log(shadow.x, stored);
Object.defineProperty(shadow, "x", { value: 1 });
console.log(shadow.__lookupGetter__("x"));
// Keys are converted; non-callables are rejected.
const k = { toString() { return "conv"; } };
o.__defineGetter__(k, () => "converted");
console.log(o.conv);
show(() => o.__defineGetter__("y", 1));
show(() => o.__defineSetter__("y", "s"));
show(() => Object.prototype.__defineGetter__.call(null, "y", () => 1));
show(() => Object.prototype.__lookupGetter__.call(undefined, "y"));
// Defining on a non-configurable property fails.
const fixed = Object.freeze({ f: 1 });
show(() => fixed.__defineGetter__("f", () => 2));
// Primitives are converted to objects first.
console.log(typeof "str".__lookupGetter__("length"), (1).__lookupGetter__("x"));
// On a proxy, the traps run.
const p = new Proxy({}, {
  defineProperty(t, key, d) { console.log("define", key, Object.keys(d)); return Reflect.defineProperty(t, key, d); },
  getOwnPropertyDescriptor(t, key) { console.log("gopd", key); return Reflect.getOwnPropertyDescriptor(t, key); },
  getPrototypeOf(t) { console.log("getPrototypeOf"); return Reflect.getPrototypeOf(t); },
});
p.__defineGetter__("g", () => 1);
console.log(typeof p.__lookupGetter__("g"), p.__lookupGetter__("none"));
