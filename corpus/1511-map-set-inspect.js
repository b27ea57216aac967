// console.log of Maps and Sets: sizes, arrows, nesting, empty ones, line breaking.
console.log(new Map([["a", 1], ["b", 2]]));
console.log(new Set([1, "two", [3, 4], { five: 5 }]));
console.log(new Map(), new Set());
console.log(new Map([[{ k: 1 }, new Set([1])], [[1, 2], new Map([["deep", { deeper: { deepest: 1 } }]])]]));
const wide = new Map();
for (let i = 0; i < 8; i++) wide.set("key_number_" + i, "value_number_" + i);
console.log(wide);
console.log({ map: new Map([[1, 2]]), set: new Set(["x"]) });
console.log([new Set([1, 2, 3])]);
