// Two closures capturing each other through let bindings.
function pair(n) {
  let isEven, isOdd;
  isEven = (k) => (k === 0 ? true : isOdd(k - 1));
  isOdd = (k) => (k === 0 ? false : isEven(k - 1));
  return isEven(n);
}
let evens = 0;
for (let i = 0; i < 2000; i++) if (pair(i % 50)) evens++;
console.log(evens);
