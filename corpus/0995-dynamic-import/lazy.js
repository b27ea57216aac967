import { counter } from "./shared.js";
import { helper } from "./lazy-dep.js";
console.log("lazy body, counter", counter, helper);
export const value = "lazy value";
export default function () { return "lazy default"; }
export function readCounter() { return counter; }
