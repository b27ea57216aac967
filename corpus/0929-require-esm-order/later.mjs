// Imported by main.js after first.cjs, and required by first.cjs.
let count = 0;
count++;
console.log("later.mjs runs");
export const value = "later";
export const runs = () => count;
