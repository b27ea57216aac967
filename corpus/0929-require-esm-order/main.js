// Evaluation order across the formats: a CommonJS module imported first requires an ES module that main.js imports later; that ES module runs once, when required, not again at its place in the ES order.
import { fromCjs } from "./first.cjs";
import { value, runs } from "./later.mjs";
console.log("main:", fromCjs, value, runs());
