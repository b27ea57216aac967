// @env: SCR_CYCLE_GROWTH_CAP=1
// With the growth cap at 1 full passes run every 10,000 new cells; results are unchanged.
const live = [];
let s = 0;
for (let i = 0; i < 60000; i++) {
  const o = { i };
  o.o = o;
  if (i % 10 === 0) live.push(o);
  s += o.o.i;
}
console.log(s, live.length, live[123].o.i);
