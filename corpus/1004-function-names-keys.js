// Checks function names given by property keys: symbols become [desc], computed accessors get "get "/"set " prefixes.
const sym = Symbol("tag");
const anon = Symbol();
const key = "dyn";
const o = {
  [sym]() {},
  [anon]() {},
  get [key]() { return 1; },
  set [key](v) {},
  [key + "Fn"]: function () {},
  [key + "Arrow"]: () => 0,
};
const d = Object.getOwnPropertyDescriptor(o, key);
console.log(o[sym].name, JSON.stringify(o[anon].name), d.get.name, d.set.name, o.dynFn.name, o.dynArrow.name);
class C {
  static [sym]() {}
  get [sym]() { return 0; }
  static get [key]() { return 0; }
}
console.log(C[sym].name, Object.getOwnPropertyDescriptor(C.prototype, sym).get.name, Object.getOwnPropertyDescriptor(C, key).get.name);
