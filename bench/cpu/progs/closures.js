// Closures: counters and accumulators captured by arrow functions, function
// composition, and array callbacks (map, filter, reduce, forEach).
function makeCounter(step) {
  let n = 0;
  return { inc: () => (n += step), get: () => n };
}
function compose(f, g) { return (x) => g(f(x)); }
function adder(k) { return (x) => x + k; }
function times(k) { return (x) => x * k; }

let check = 0;
const counters = [];
for (let i = 0; i < 100; i++) counters.push(makeCounter(i % 7 + 1));
for (let r = 0; r < 60000; r++) {
  const c = counters[r % 100];
  c.inc();
}
for (const c of counters) check += c.get();

let pipeline = (x) => x;
for (let i = 0; i < 20; i++) pipeline = compose(pipeline, i % 2 ? adder(i) : times(1 + (i % 3)));
for (let i = 0; i < 600000; i++) check = (check + pipeline(i & 1023)) % 1000000007;

const data = [];
for (let i = 0; i < 10000; i++) data.push((i * 7919) % 10007);
for (let round = 0; round < 150; round++) {
  const bias = round;
  const mapped = data.map((v) => v + bias);
  const kept = mapped.filter((v) => (v & 3) === (bias & 3));
  const sum = kept.reduce((acc, v) => acc + v, 0);
  let odd = 0;
  kept.forEach((v) => { if (v & 1) odd++; });
  check = (check + sum + odd) % 1000000007;
}
console.log("closures", check);
