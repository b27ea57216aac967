// Rejects exporting the same name twice.
// @error: 5:10: Duplicate export of 'x'
export const x = 1;
const y = 2;
export { y as x };
