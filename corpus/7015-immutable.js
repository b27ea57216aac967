// immutable (a UMD build as "main" and an ESM build as "module", no
// "exports": Node loads the CommonJS build and finds its named exports by
// static analysis): persistent Lists, Maps, Sets, Records and Seqs.
import { List, Map, Set, OrderedMap, Record, Seq, Range, fromJS, is } from "immutable";
import Immutable from "immutable";

const list = List([1, 2, 3]).push(4).unshift(0);
const doubled = list.map((x) => x * 2).filter((x) => x > 2);
console.log(list.toString(), doubled.toString(), list.size, list.get(-1), list.includes(3));
const m1 = Map({ a: 1, b: 2 });
const m2 = m1.set("c", 3).update("a", (v) => v + 10).delete("b");
console.log(m1.toString(), m2.toString(), JSON.stringify(m2.toJS()), m1 === m1.set("a", 1));
const nested = fromJS({ user: { name: "Ada", langs: ["js", "c"] } });
const updated = nested.setIn(["user", "langs", 2], "ocaml").updateIn(["user", "name"], (n) => n.toUpperCase());
console.log(JSON.stringify(updated.toJS()), nested.getIn(["user", "langs"]).size, updated.getIn(["user", "langs"]).size);
console.log("is:", is(Map({ x: List([1]) }), Map({ x: List([1]) })), is(List([1]), List([2])));
const s = Set([3, 1, 2, 3]).union([4]).intersect([1, 4, 9]);
console.log(s.toString(), s.has(4), OrderedMap([["z", 1], ["a", 2]]).keySeq().toArray().join(","));
const Point = Record({ x: 0, y: 0 }, "Point");
const p = new Point({ x: 3 });
console.log(p.toString(), p.set("y", 4).toString(), p.x + p.y, JSON.stringify(p));
console.log(Range(1, Infinity).skip(2).map((n) => n * n).filter((n) => n % 2).take(4).join(" "));
console.log(Seq({ a: 1, b: 2, c: 3 }).filter((v) => v !== 2).map((v) => v * 10).toObject());
console.log(List.isList(list), Map.isMap(m1), Immutable.isImmutable(p), typeof Immutable.version);
const grouped = List(["apple", "avocado", "banana", "cherry", "blueberry"]).groupBy((w) => w[0]);
console.log(JSON.stringify(grouped.toJS()), grouped.count());
