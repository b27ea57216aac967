// Sibling module exporting only one of the two names main.js imports.
export const present = 1;
