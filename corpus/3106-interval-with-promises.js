// An interval whose callback awaits.
let n = 0;
const h = setInterval(async () => {
  const k = ++n;
  await null;
  console.log("interval", k);
  if (k === 3) clearInterval(h);
}, 1);
