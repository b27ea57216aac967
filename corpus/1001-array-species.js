// Checks that map, filter, slice, splice, concat, flat and flatMap of an Array subclass return instances of it, and Symbol.species overrides.
class List extends Array {
  first() { return this[0]; }
}
const l = List.from ? new List(3, 1, 2) : null;
const results = {
  map: l.map((x) => x * 10),
  filter: l.filter((x) => x > 1),
  slice: l.slice(1),
  splice: l.slice().splice(0, 2),
  concat: l.concat([7, 8]),
  flat: new List([1, [2]], 3).flat(),
  flatMap: l.flatMap((x) => [x, -x]),
};
for (const [name, r] of Object.entries(results)) console.log(name, r instanceof List, r.first(), r);
class Plain extends Array {
  static get [Symbol.species]() { return Array; }
}
const p = new Plain(1, 2, 3);
console.log(p.map((x) => x) instanceof Plain, p.filter(() => true).constructor.name, p);
console.log(Array[Symbol.species] === Array, new List(2), new List());
