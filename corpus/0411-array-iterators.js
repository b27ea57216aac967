// Checks array keys/values/entries iterators and the Symbol.iterator protocol on arrays.
const a = ["x", "y"];
const it = a[Symbol.iterator]();
console.log(it.next(), it.next(), it.next(), it.next());
console.log([...a.keys()], [...a.values()], [...a.entries()]);
const e = a.entries();
console.log(e.next().value, e.next().value, e.next().done);
console.log(a[Symbol.iterator] === a.values);
console.log([...[, "hole"].keys()]);
