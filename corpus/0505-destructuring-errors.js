// Checks TypeErrors from destructuring null/undefined and non-iterables.
const tries = [
  () => { const { a } = null; return a; },
  () => { const { a } = undefined; return a; },
  () => { const [a] = {}; return a; },
  () => { const [a] = 5; return a; },
  () => { const [a] = null; return a; },
  () => { const { a: { b } } = {}; return b; },
  () => { const [[x]] = [1]; return x; },
];
for (const t of tries) {
  try {
    t();
  } catch (e) {
    console.log(`${e.name}: ${e.message}`);
  }
}
const { a } = 0;
const [b] = "";
console.log(a, b);
