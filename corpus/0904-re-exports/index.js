// Sibling barrel module that only re-exports.
export * from "./colors.js";
export { red as crimson, default as paletteName } from "./colors.js";
export * as shapes from "./shapes.js";
export { default as Default } from "./shapes.js";
