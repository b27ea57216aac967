// await inside loops keeps locals across suspensions.
async function sum(n) {
  let total = 0;
  for (let i = 1; i <= n; i++) {
    total += await i;
  }
  return total;
}
sum(100).then(v => console.log("sum", v));
