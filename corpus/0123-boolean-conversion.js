// Checks Boolean() and truthiness of all falsy values and some surprising truthy ones.
const vals = [0, -0, NaN, "", null, undefined, false, "0", "false", " ", [], {}, -1, Infinity, () => 0, Symbol()];
console.log(vals.map((v) => Boolean(v)));
console.log(vals.map((v) => (v ? 1 : 0)).join(""));
console.log(Boolean(), Boolean(Boolean), !!document());
function document() { return null; }
