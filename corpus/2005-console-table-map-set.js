// console.table of a Map (Key and Values) and of a Set.
console.table(new Map([["k", { v: 1 }], [{ o: 1 }, "str"]]));
console.table(new Set(["a", { q: 1 }, [1, 2]]));
