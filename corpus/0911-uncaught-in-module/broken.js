// Sibling module that prints and then throws during evaluation.
console.log("broken.js starts");
export const ready = false;
throw new Error("broken.js failed to initialise");
