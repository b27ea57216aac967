// Checks re-exports: export * from, export { x as y } from, export { default } from and export * as ns.
import { red, green, crimson, paletteName, shapes, Default } from "./index.js";
import * as all from "./index.js";
console.log(red, green, crimson, paletteName);
console.log(shapes.circle(2).toFixed(2), shapes.SIDES);
console.log(Default());
console.log(Object.keys(all));
