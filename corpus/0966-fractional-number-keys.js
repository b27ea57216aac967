// Number literals as property keys name the property by Number::toString:
// 0.1 is "0.1", not its 17-digit expansion, in object literals, in
// destructuring patterns, in class fields, methods and accessors, and in
// the names the functions get from those keys.
const { 0.1: a, 1.5: b, 2: c, 1e21: d } = { 0.1: "a", 1.5: "b", 2: "c", 1e21: "d" };
console.log(a, b, c, d);

const o = { 0.1() {}, 0.25: () => {}, get 0.3() { return "getter"; } };
console.log(Object.keys(o), o[0.1].name, o[0.25].name, o[0.3]);

class K {
  0.1 = "field";
  static 0.5 = "static field";
  0.7() {
    return "method";
  }
  static 1.25() {
    return "static method";
  }
  get 0.9() {
    return "accessor";
  }
}
const k = new K();
console.log(Object.keys(k), K[0.5], k[0.7](), K[1.25](), k[0.9]);
console.log(k[0.7].name, K[1.25].name, Object.getOwnPropertyNames(K.prototype));
