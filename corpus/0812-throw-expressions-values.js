// Checks throwing arbitrary values (functions, arrays, class instances, symbols) and inspecting them.
class Problem {
  constructor(reason) { this.reason = reason; }
}
const thrown = [() => "fn", [1, 2], new Problem("bad"), Symbol("sym"), 0, false, ""];
for (const v of thrown) {
  try {
    throw v;
  } catch (caught) {
    console.log(typeof caught, caught === v, caught);
  }
}
