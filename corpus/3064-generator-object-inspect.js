// Generator objects and functions print as Node prints them.
function* g() {}
const it = g();
console.log(Object.prototype.toString.call(it), typeof it.next, typeof it[Symbol.iterator]);
console.log(it[Symbol.iterator]() === it);
console.log(Object.getPrototypeOf(it) === g.prototype);
