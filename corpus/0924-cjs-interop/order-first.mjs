// An ES module evaluated before the CommonJS ones main.js imports after it.
export const order = ["order-first.mjs"];
globalThis.order = order;
