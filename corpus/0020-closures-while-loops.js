// Checks closures over let bindings declared inside while and do-while bodies and over loop-mutated vars.
const fns = [];
let i = 0;
while (i < 3) {
  const captured = i;
  let alsoCaptured = i * 10;
  fns.push(() => captured + alsoCaptured);
  i++;
}
console.log(fns.map((f) => f()));
const shared = [];
let j = 0;
do {
  shared.push(() => j);
  j++;
} while (j < 3);
console.log(shared.map((f) => f()));
const counters = [];
for (let k = 0; k < 3; k++) {
  counters.push({ inc: () => ++k, get: () => k });
}
counters[0].inc();
console.log(counters.map((c) => c.get()));
