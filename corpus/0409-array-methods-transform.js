// Checks map, filter, reduce, reduceRight, forEach callback arguments, flat, fill and reverse.
const a = [1, 2, 3, 4];
console.log(a.map((v, i, arr) => v * i + arr.length));
console.log(a.filter((v) => v % 2 === 0), a.reduce((s, v) => s + v), a.reduce((s, v) => s + v, 10));
console.log(a.reduceRight((acc, v) => acc + v, ""), a.reduce((acc, v) => [v, ...acc], []));
const log = [];
a.forEach(function (v, i) { log.push(`${i}:${v}:${this.tag}`); }, { tag: "T" });
console.log(log.join(" "));
console.log([1, [2, [3, [4]]]].flat(), [1, [2, [3, [4]]]].flat(2), [1, [2, [3, [4]]]].flat(Infinity));
console.log(new Array(4).fill(0), [1, 2, 3, 4, 5].fill("x", 1, 3), [1, 2, 3].fill(9, -1));
const r = [1, 2, 3];
console.log(r.reverse(), r);
console.log(Array.from({ length: 3 }, (_, i) => i * i), Array.from("abc"), Array.from([1, 2], (x) => x + 1));
console.log(Array.from({ length: 2, 0: "a", 1: "b" }), Array.of(1, "two", [3]));
