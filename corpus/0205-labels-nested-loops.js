// Checks labelled break and continue across nested loops and labelled blocks.
const out = [];
outer: for (let i = 0; i < 4; i++) {
  for (let j = 0; j < 4; j++) {
    if (j === 2) continue outer;
    if (i === 3) break outer;
    out.push(`${i}${j}`);
  }
}
console.log(out.join(" "));
let found = null;
search: for (const row of [[1, 2], [3, 4], [5, 6]]) {
  for (const cell of row) {
    if (cell * cell > 10) {
      found = cell;
      break search;
    }
  }
}
console.log("found", found);
block: {
  console.log("in block");
  if (found) break block;
  console.log("not printed");
}
console.log("after block");
let count = 0;
a: while (count < 10) {
  b: do {
    count++;
    if (count % 3 === 0) continue a;
    if (count > 7) break a;
  } while (count % 2);
}
console.log("count", count);
