// Only named exports: require returns its namespace unchanged.
let runs = 0;
runs++;
console.log("named.mjs runs");
export const count = () => runs;
export const label = "named";
