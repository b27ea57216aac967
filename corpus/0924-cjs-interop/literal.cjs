// module.exports = { ... } with shorthand, identifier and string keys; detection stops at the first value that is not an identifier.
globalThis.order.push("literal.cjs");
const alpha = "A";
const b = "B";
const q = "Q";
const late = () => "late";
module.exports = { alpha, beta: b, "quoted-name": q, late: late(), after: alpha };
