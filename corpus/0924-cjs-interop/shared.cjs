// Re-exported by reexport.cjs and ts-star.cjs.
globalThis.order.push("shared.cjs");
exports.shared = "from shared.cjs";
