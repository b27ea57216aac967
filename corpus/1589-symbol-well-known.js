// The well-known symbols exist and print with their names.
for (const k of ["iterator", "asyncIterator", "hasInstance", "toPrimitive", "toStringTag", "species", "isConcatSpreadable", "unscopables", "match", "matchAll", "replace", "search", "split"])
  console.log(k, typeof Symbol[k], String(Symbol[k]));
class Even { static [Symbol.hasInstance](n) { return n % 2 === 0; } }
console.log(2 instanceof Even, 3 instanceof Even);
