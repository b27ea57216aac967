// Recursion: naive Fibonacci, Takeuchi, Ackermann, and counting the
// solutions of N queens by backtracking.
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
function tak(x, y, z) { return y >= x ? z : tak(tak(x - 1, y, z), tak(y - 1, z, x), tak(z - 1, x, y)); }
function ack(m, n) {
  if (m === 0) return n + 1;
  if (n === 0) return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}
function queens(n, row, cols, d1, d2) {
  if (row === n) return 1;
  let count = 0;
  for (let c = 0; c < n; c++) {
    if (cols[c] || d1[row + c] || d2[row - c + n]) continue;
    cols[c] = d1[row + c] = d2[row - c + n] = true;
    count += queens(n, row + 1, cols, d1, d2);
    cols[c] = d1[row + c] = d2[row - c + n] = false;
  }
  return count;
}
const n = 10;
const q = queens(n, 0, new Array(n).fill(false), new Array(2 * n).fill(false), new Array(2 * n + 1).fill(false));
console.log("recursion", fib(35), tak(24, 16, 8), ack(2, 2000), ack(3, 7), q);
