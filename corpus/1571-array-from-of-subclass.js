// Array.from and Array.of build instances of the constructor they are called on.
class List extends Array {}
const a = List.from([1, 2]), b = List.of(1, 2, 3), c = List.from({ length: 2, 0: "x" });
console.log(a, b, c, a instanceof List, b.length);
console.log(List.from(new Set(["s"]), (x) => x + x));
function Bag(n) { this.n = n; }
console.log(Array.of.call(Bag, 1, 2), Array.from.call(Bag, [7]));
console.log(Array.of.call(undefined, 1), Array.from.call({}, [1]));
