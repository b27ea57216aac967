// Checks named imports, renaming with as, and importing constants, functions and classes.
import { add, mul as times, PI_ISH, Vector } from "./math.js";
import { add as plus } from "./math.js";
console.log(add(2, 3), times(4, 5), PI_ISH, plus === add);
const v = new Vector(1, 2).scale(3);
console.log(v, v instanceof Vector, Vector.name);
