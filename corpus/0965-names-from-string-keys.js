// Functions and classes named by string keys that hold C comment markers,
// quotes, backslashes and line breaks: the names reach the generated C
// only inside comments and string constants, and read back unchanged.
function outer() {
  let seen = 0;
  const o = {
    "a*/b": () => ++seen,
    "c/*d": function () {
      return ++seen;
    },
    "e\"f\\g": () => seen,
    "line\nbreak": () => seen * 10,
    "*/": class {
      static who() {
        return "class named */";
      }
    },
    get "get*/ter"() {
      return seen;
    },
  };
  o["a*/b"]();
  o["c/*d"]();
  return o;
}
const o = outer();
console.log(o["e\"f\\g"](), o["line\nbreak"](), o["get*/ter"], o["*/"].who());
console.log(Object.keys(o).map((k) => JSON.stringify(k)).join(" "));
console.log(o["a*/b"].name, o["c/*d"].name, JSON.stringify(o["line\nbreak"].name), o["*/"].name);
class K {
  static "/*static*/"() {
    return K["/*static*/"].name;
  }
  "*/method/*"() {
    return this["*/method/*"].name;
  }
}
console.log(K["/*static*/"](), new K()["*/method/*"]());
