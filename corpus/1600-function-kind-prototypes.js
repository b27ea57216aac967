// %AsyncFunction.prototype%, %GeneratorFunction.prototype% and
// %AsyncGeneratorFunction.prototype%: the [[Prototype]] of each kind of
// function, their Symbol.toStringTag (Object.prototype.toString), keys and
// attributes, their constructors, and the generator prototypes' links.
const tag = Symbol.toStringTag;
const ts = (v) => Object.prototype.toString.call(v);
async function af() {}
const aa = async () => {};
function* gf() {}
async function* agf() {}
const obj = { async am() {}, *gm() {}, async *agm() {}, plain() {} };
class K {
  async am() {}
  static *sgm() {}
}
const kinds = [
  ["async function", af], ["async arrow", aa], ["generator", gf], ["async generator", agf],
  ["async method", obj.am], ["generator method", obj.gm], ["async generator method", obj.agm],
  ["class async method", K.prototype.am], ["static generator", K.sgm], ["method", obj.plain],
  ["function", function f() {}], ["arrow", () => {}], ["class", K], ["bound async", af.bind(null)],
];
for (const [name, f] of kinds) {
  const p = Object.getPrototypeOf(f);
  console.log(name.padEnd(22), ts(f).padEnd(32), String(f[tag]).padEnd(22), p === Function.prototype,
    f instanceof Function, typeof f);
}
const AF = Object.getPrototypeOf(af), GF = Object.getPrototypeOf(gf), AGF = Object.getPrototypeOf(agf);
console.log(Object.getPrototypeOf(aa) === AF, Object.getPrototypeOf(obj.gm) === GF, Object.getPrototypeOf(obj.agm) === AGF);
const desc = (o, k) => {
  const d = Object.getOwnPropertyDescriptor(o, k);
  return d ? `${typeof d.value} w=${d.writable} e=${d.enumerable} c=${d.configurable}` : "none";
};
for (const [name, P] of [["AsyncFunction", AF], ["GeneratorFunction", GF], ["AsyncGeneratorFunction", AGF]]) {
  console.log(name, Reflect.ownKeys(P).map(String), typeof P, ts(P), P[tag]);
  console.log("  proto is Function.prototype:", Object.getPrototypeOf(P) === Function.prototype);
  for (const k of Reflect.ownKeys(P)) console.log("  ", String(k), desc(P, k));
  const C = P.constructor;
  console.log("  constructor:", typeof C, C.name, C.length, C.prototype === P, Object.getPrototypeOf(C) === Function);
  console.log("  ", Reflect.ownKeys(C).map(String), desc(C, "prototype"), desc(C, "name"), desc(C, "length"));
  console.log("  global:", name in globalThis, ts(C), C[tag]);
}
// The generator prototypes and the functions' own prototype objects.
const G = GF.prototype, AG = AGF.prototype;
for (const [name, P] of [["Generator", G], ["AsyncGenerator", AG]]) {
  console.log(name, Reflect.ownKeys(P).map(String), ts(P), P[tag], P.constructor === (name === "Generator" ? GF : AGF));
  console.log("  ", desc(P, "constructor"), desc(P, "next"), desc(P, tag));
}
console.log(Object.getPrototypeOf(gf.prototype) === G, Object.getPrototypeOf(agf.prototype) === AG);
console.log(Reflect.ownKeys(gf.prototype), desc(gf, "prototype"), Object.hasOwn(af, "prototype"));
const it = gf(), ait = agf();
console.log(ts(it), ts(ait), ts(af()), it.constructor === GF, it[tag], ait[tag]);
console.log(Object.getPrototypeOf(Object.getPrototypeOf(it)) === G);
// instanceof and the prototype chain.
console.log(af instanceof AF.constructor, gf instanceof GF.constructor, agf instanceof AGF.constructor);
console.log(af instanceof GF.constructor, gf instanceof Function, agf instanceof Object);
console.log(AF.isPrototypeOf(aa), GF.isPrototypeOf(af), Function.prototype.isPrototypeOf(agf));
// The tag is inherited: an own tag wins; a changed prototype drops it.
const z = async function z() {};
Object.defineProperty(z, tag, { value: "Zed" });
console.log(ts(z), z[tag]);
const moved = Object.setPrototypeOf(async function moved() {}, Function.prototype);
console.log(ts(moved), moved[tag]);
const back = Object.setPrototypeOf(function back() {}, AF);
console.log(ts(back), back[tag]);
// Methods of Function.prototype still reach these functions.
console.log(typeof af.call, af.name, gf.length, agf.toString());
