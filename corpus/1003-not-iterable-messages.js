// Checks V8's "is not iterable" messages: with source text, by typed description, and for spread arguments.
const q = null;
const n = 5;
const cases = [
  () => { const [a] = null; return a; },
  () => { const [a] = 5; return a; },
  () => { let a; [a] = 7; return a; },
  () => { const [[x]] = [1]; return x; },
  () => { const [[x]] = [true]; return x; },
  () => { const [[x]] = [{}]; return x; },
  () => { const f = ([a]) => a; return f(); },
  () => { for (const x of n) return x; },
  () => [...q],
  () => Math.max(...q),
  () => Math.max(...n),
  () => Array.from(null),
  () => null[Symbol.iterator],
];
for (const c of cases) {
  try {
    c();
    console.log("no error");
  } catch (e) {
    console.log(`${e.name}: ${e.message}`);
  }
}
