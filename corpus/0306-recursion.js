// Checks plain recursion: factorial, fibonacci, Ackermann (small) and power set size.
function fact(n) { return n <= 1 ? 1 : n * fact(n - 1); }
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
function ack(m, n) {
  if (m === 0) return n + 1;
  if (n === 0) return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}
console.log(fact(5), fact(20), fact(25));
console.log([0, 1, 2, 3, 10, 20, 25].map(fib));
console.log(ack(0, 0), ack(1, 2), ack(2, 3), ack(3, 3));
function subsets(xs) {
  if (xs.length === 0) return [[]];
  const rest = subsets(xs.slice(1));
  return rest.concat(rest.map((s) => [xs[0], ...s]));
}
console.log(subsets([1, 2, 3]));
function hanoi(n, from, to, via, moves) {
  if (n === 0) return moves;
  hanoi(n - 1, from, via, to, moves);
  moves.push(from + to);
  hanoi(n - 1, via, to, from, moves);
  return moves;
}
console.log(hanoi(3, "A", "C", "B", []).join(" "));
