// Pairs of objects pointing at each other, dropped in a loop.
let sum = 0;
for (let i = 0; i < 15000; i++) {
  const a = { n: i };
  const b = { n: i * 2, peer: a };
  a.peer = b;
  sum += a.peer.n + b.peer.n;
}
console.log(sum);
