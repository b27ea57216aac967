// Two async functions interleave at each await.
async function worker(name, n) {
  for (let i = 0; i < n; i++) { console.log(name, i); await null; }
  return name + " done";
}
Promise.all([worker("A", 3), worker("B", 3)]).then(v => console.log(v));
