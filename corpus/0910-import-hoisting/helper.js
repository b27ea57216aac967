// Sibling module that logs when it is evaluated (before any line of main.js).
console.log("helper.js evaluated");
export function helper(tag) {
  return `helper(${tag})`;
}
export const VALUE = 21;
