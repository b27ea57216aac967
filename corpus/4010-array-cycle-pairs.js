// Two arrays holding each other.
let total = 0;
for (let i = 0; i < 10000; i++) {
  const a = [1], b = [2];
  a.push(b);
  b.push(a);
  total += a[1][1][0] + b[1][1][0];
}
console.log(total);
