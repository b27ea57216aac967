// Checks sort: default string order, numeric comparators, stability, and undefined/holes sorting last.
console.log([10, 9, 1, 100, 25].sort());
console.log([10, 9, 1, 100, 25].sort((a, b) => a - b));
console.log([10, 9, 1, 100, 25].sort((a, b) => b - a));
console.log(["b", undefined, "a", , "c"].sort());
const people = [
  { name: "Ann", age: 30 }, { name: "Bob", age: 25 }, { name: "Cid", age: 30 },
  { name: "Dee", age: 25 }, { name: "Eve", age: 30 }, { name: "Fay", age: 20 },
];
console.log(people.sort((p, q) => p.age - q.age).map((p) => p.name).join(","));
console.log([true, false, "a", 2, null].sort());
const arr = [3, 1, 2];
console.log(arr.sort() === arr);
console.log(["é", "e", "z", "E", "Z"].sort());
console.log([0.5, -1, -0.5, 3e-7, 2e21].sort((a, b) => a - b));
