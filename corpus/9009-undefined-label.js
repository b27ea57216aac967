// Rejects break to a label that does not exist.
// @error: 4:22: Undefined label 'nowhere'
for (let i = 0; i < 3; i++) {
  if (i === 1) break nowhere;
}
