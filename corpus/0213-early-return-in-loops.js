// Checks return from inside nested loops and switch statements.
function find(grid, target) {
  for (let r = 0; r < grid.length; r++) {
    for (let c = 0; c < grid[r].length; c++) {
      switch (grid[r][c]) {
        case target:
          return [r, c];
        default:
          continue;
      }
    }
  }
  return null;
}
const g = [[1, 2, 3], [4, 5, 6]];
console.log(find(g, 5), find(g, 7), find(g, 1));
function firstNegative(xs) {
  let i = 0;
  while (true) {
    if (i >= xs.length) return -1;
    if (xs[i] < 0) return i;
    i++;
  }
}
console.log(firstNegative([3, 1, -2, -5]), firstNegative([]));
