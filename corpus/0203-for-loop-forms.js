// Checks for loops with empty clauses, multiple variables, and counting down.
const parts = [];
for (let i = 0, j = 10; i < j; i += 2, j -= 1) parts.push(`${i}-${j}`);
console.log(parts.join(" "));
let n = 0;
for (;;) {
  if (++n >= 4) break;
}
console.log("infinite loop broke at", n);
let m = 3;
for (; m > 0; ) m--;
console.log(m);
const down = [];
for (let k = 5; k > 0; k--) down.push(k);
console.log(down);
for (var v = 0; v < 3; v++);
console.log(v);
