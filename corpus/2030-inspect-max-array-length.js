// maxArrayLength limits arrays, Sets and Maps; the rest is counted.
import { inspect } from "node:util";
const arr = Array.from({ length: 10 }, (_, i) => i * i);
console.log(inspect(arr, { maxArrayLength: 3 }));
console.log(inspect(arr, { maxArrayLength: 0 }));
console.log(inspect(new Set(arr), { maxArrayLength: 2 }));
console.log(inspect(new Map(arr.map((x) => [x, String(x)])), { maxArrayLength: 1 }));
console.log(inspect(arr, { maxArrayLength: 9 }));
