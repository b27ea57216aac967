// Checks cyclic imports: evaluation order, hoisted functions usable across the cycle, and late bindings.
import { isEven, aLoaded } from "./even.js";
import { isOdd, bLoaded } from "./odd.js";
console.log("main runs last");
console.log(isEven(10), isOdd(7), isEven(3));
console.log(aLoaded, bLoaded);
