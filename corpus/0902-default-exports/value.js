// Sibling module whose default export is an expression.
const base = 40;
export default base + 2;
