// setInterval runs until clearInterval.
let n = 0;
const h = setInterval(() => {
  n++;
  console.log("tick", n);
  if (n === 4) { clearInterval(h); console.log("cleared"); }
}, 2);
