// Closures created in a loop, each with its own box, stored in an array they also capture.
let sum = 0;
for (let r = 0; r < 200; r++) {
  const fns = [];
  for (let i = 0; i < 50; i++) fns.push(() => i + fns.length);
  for (const f of fns) sum += f();
}
console.log(sum);
