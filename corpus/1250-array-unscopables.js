// Array.prototype[Symbol.unscopables]: a null-prototype object of `true` data properties, in V8's key order, held by a non-writable, non-enumerable, configurable property.
const u = Array.prototype[Symbol.unscopables];
console.log(u);
console.log(Object.getPrototypeOf(u) === null);
console.log(Object.keys(u).join(","));
console.log(Object.keys(u).length);

const desc = Object.getOwnPropertyDescriptor(Array.prototype, Symbol.unscopables);
console.log(desc.writable, desc.enumerable, desc.configurable, desc.value === u);

// Each entry is an ordinary writable, enumerable, configurable data property.
const at = Object.getOwnPropertyDescriptor(u, "at");
console.log(JSON.stringify(at));

// Every name is a method of Array.prototype; methods that predate ES2015 are absent.
console.log(Object.keys(u).every((k) => typeof Array.prototype[k] === "function"));
for (const name of ["push", "map", "filter", "with", "concat", "join", "length"]) {
  console.log(name, name in u);
}

// It is the same object on every read, and it can be changed like any object.
console.log(Array.prototype[Symbol.unscopables] === u);
u.custom = true;
console.log(Object.keys(Array.prototype[Symbol.unscopables]).at(-1));
delete u.custom;
console.log(Object.isExtensible(u), Object.isFrozen(u));

// Writing through the non-writable property fails in module (strict) code.
try {
  Array.prototype[Symbol.unscopables] = {};
} catch (e) {
  console.log(e.constructor.name);
}
console.log(Object.getOwnPropertySymbols(Array.prototype).map(String).join(","));
