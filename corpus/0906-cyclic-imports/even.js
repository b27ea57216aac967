// Sibling module in a cycle with odd.js.
import { isOdd, describeOdd } from "./odd.js";
console.log("even.js evaluating; odd.js already ran:", describeOdd());
export function isEven(n) {
  return n === 0 ? true : isOdd(n - 1);
}
export const aLoaded = "even loaded";
