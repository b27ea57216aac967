// showHidden: non-enumerable properties in brackets, array length,
// prototype accessors of class instances.
import { inspect } from "node:util";
const o = Object.defineProperty({ visible: 1 }, "hidden", { value: 2 });
console.log(inspect(o), inspect(o, { showHidden: true }));
console.log(inspect([1, 2], { showHidden: true }));
class Point { constructor() { this.x = 1; } get norm() { return 1; } set norm(v) {} }
console.log(inspect(new Point(), { showHidden: true }));
