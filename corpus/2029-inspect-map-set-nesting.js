// Maps and Sets nested in each other and in objects.
console.log(new Map([[{ a: 1 }, new Set([[1, 2]])], ["k", new Map([["inner", [1, 2, 3]]])]]));
console.log(new Set([new Map(), new Set([1]), { s: new Set() }]));
console.log({ empty: new Map(), one: new Set(["x"]) });
console.log(new Map([[new Map([[1, 2]]), new Map([[3, 4]])]]).entries());
