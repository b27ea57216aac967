// Rejects an export declaration nested inside a block.
// @error: 4:3: Unexpected token 'export'
if (true) {
  export const x = 1;
}
