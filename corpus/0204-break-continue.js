// Checks break and continue in for, while and do-while loops.
const evens = [];
for (let i = 0; i < 10; i++) {
  if (i % 2) continue;
  if (i > 6) break;
  evens.push(i);
}
console.log(evens);
let i = 0;
const w = [];
while (true) {
  i++;
  if (i === 3) continue;
  if (i > 5) break;
  w.push(i);
}
console.log(w);
let j = 0;
const d = [];
do {
  j++;
  if (j === 2) continue;
  d.push(j);
} while (j < 4);
console.log(d);
