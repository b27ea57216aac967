// Sibling module holding a shared log array.
export const log = [];
log.push("log");
