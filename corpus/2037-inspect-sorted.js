// sorted: true orders object keys, Map and Set entries.
import { inspect } from "node:util";
console.log(inspect({ c: 1, a: 2, b: { z: 1, y: 2 } }, { sorted: true }));
console.log(inspect(new Map([["b", 1], ["a", 2]]), { sorted: true }));
console.log(inspect(new Set([3, 1, 2]), { sorted: true }));
const arr = [3, 2, 1];
arr.z = 1;
arr.a = 2;
console.log(inspect(arr, { sorted: true }));
