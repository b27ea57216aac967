// URLSearchParams on its own: the constructors (string with or without
// "?", record, iterable of pairs, another URLSearchParams), the methods,
// the form-urlencoded parser and serialiser, stable sort by code units,
// forEach that sees deletions, and Node's errors.
for (const init of ["a=b&&c=d&e&=f&g=%41+%zz", "?x=1", "", "%E2%98%83=%FF", "a=1=2&b", new URLSearchParams("q=1"),
  [["a", "b"], ["c", 1]], { x: 1, y: "two", z: undefined }, new Map([["m", "n"]]), [], null, undefined, 5,
  [new Set(["k", "v"])], { "\uD800": "lone" }]) {
  const p = new URLSearchParams(init);
  console.log(String(init), "=>", p.toString(), p.size, [...p.entries()]);
}
for (const bad of [[[1]], [[1, 2, 3]], [1], { [Symbol.iterator]: 1 }, [null]]) {
  try { new URLSearchParams(bad); } catch (e) { console.log(e.code, e.name, e.message); }
}
try { new URLSearchParams({ [Symbol("s")]: 3 }); } catch (e) { console.log(e.name, e.message); }
try { URLSearchParams("a"); } catch (e) { console.log(e.name, e.message); }
const p = new URLSearchParams("a=1&b=2&a=3");
console.log(p.get("a"), p.getAll("a"), p.has("b"), p.has("a", "3"), p.has("a", "4"), p.size, p.get("z"), p.getAll("z"));
p.append("c", "x y+z&=");
p.append("é", "~!'()*-._");
console.log(p.toString());
p.delete("a", "1");
console.log(p.toString());
p.set("b", "B");
p.set("new", "N");
console.log(p.toString());
p.delete("a");
console.log(p.toString(), p.size);
const q = new URLSearchParams("z=1&a=2&m=3&a=1&\u{1F600}=4&\uFFFD=5&\uFF41=6");
q.sort();
console.log(q.toString());
q.forEach(function (v, k, o) {
  console.log(k, v, o === q, this.t);
  if (k === "a" && v === "2") q.delete("m");
}, { t: "T" });
console.log([...q.keys()], [...q.values()], [...q].length);
const it = q.entries();
console.log(it.next(), typeof it[Symbol.iterator], Object.prototype.toString.call(it), it[Symbol.iterator]() === it);
try { q.forEach(1); } catch (e) { console.log(e.code, e.message); }
try { q.append("a"); } catch (e) { console.log(e.code, e.message); }
try { q.get(); } catch (e) { console.log(e.code, e.message); }
try { URLSearchParams.prototype.has.call({}, "a"); } catch (e) { console.log(e.name, e.code, e.message); }
try { q.keys().next.call({}); } catch (e) { console.log(e.name, e.code, e.message); }
console.log(Object.getOwnPropertyNames(URLSearchParams.prototype), URLSearchParams.length);
console.log(Object.prototype.toString.call(q), q[Symbol.iterator] === q.entries);
