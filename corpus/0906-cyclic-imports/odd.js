// Sibling module in a cycle with even.js; evaluated first because even.js imports it.
import { isEven } from "./even.js";
console.log("odd.js evaluating; isEven is hoisted:", typeof isEven);
export function isOdd(n) {
  return n === 0 ? false : isEven(n - 1);
}
export function describeOdd() {
  return "yes";
}
export const bLoaded = "odd loaded";
