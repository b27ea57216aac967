// Checks closures created in loops: let gives a fresh binding per iteration, var shares one.
const withVar = [];
for (var i = 0; i < 3; i++) {
  withVar.push(() => i);
}
console.log(withVar.map((f) => f()));
const withLet = [];
for (let j = 0; j < 3; j++) {
  withLet.push(() => j);
}
console.log(withLet.map((f) => f()));
const mutated = [];
for (let k = 0; k < 3; k++) {
  mutated.push(() => k);
  k++;
}
console.log(mutated.map((f) => f()));
const forOf = [];
for (const s of ["a", "b", "c"]) {
  forOf.push(() => s);
}
console.log(forOf.map((f) => f()).join(""));
const forIn = [];
for (const key in { p: 1, q: 2 }) {
  forIn.push(() => key);
}
console.log(forIn.map((f) => f()));
