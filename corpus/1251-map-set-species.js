// Map[Symbol.species] and Set[Symbol.species]: configurable, non-enumerable getters named "get [Symbol.species]" that return the receiver, as on Array, Promise and RegExp.
for (const C of [Map, Set, Array, Promise, RegExp]) {
  const d = Object.getOwnPropertyDescriptor(C, Symbol.species);
  console.log(C.name, typeof d.get, d.get.name, d.get.length, d.set, d.enumerable, d.configurable);
  console.log("  returns the receiver:", C[Symbol.species] === C, d.get.call(42) === 42);
}

// Subclasses inherit the getter, so their species is the subclass.
class TaggedMap extends Map {}
class TaggedSet extends Set {}
console.log(TaggedMap[Symbol.species] === TaggedMap, TaggedSet[Symbol.species] === TaggedSet);

// The symbol comes after length, name and prototype among the own keys.
console.log(Reflect.ownKeys(Map).map(String).join(","));
console.log(Reflect.ownKeys(Set).map(String).join(","));

// The Map and Set getters are distinct functions from Array's.
const get = (C) => Object.getOwnPropertyDescriptor(C, Symbol.species).get;
console.log(get(Map) === get(Set), get(Map) === get(Array));

// Configurable: a subclass can shadow it, and it can be redefined.
class Plain extends Set {
  static get [Symbol.species]() {
    return Set;
  }
}
console.log(Plain[Symbol.species] === Set);
Object.defineProperty(Map, Symbol.species, { value: "replaced" });
console.log(Map[Symbol.species]);
