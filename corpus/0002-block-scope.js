// Checks that let/const are block scoped and shadow outer bindings only inside their block.
let x = "outer";
{
  let x = "inner";
  console.log("block:", x);
  {
    const x = "innermost";
    console.log("nested:", x);
  }
  console.log("block again:", x);
}
console.log("after:", x);
if (true) {
  let y = 1;
  var z = 2;
  console.log(y, z);
}
console.log(typeof y, z);
for (let i = 0; i < 2; i++) {
  let x = i * 10;
  console.log("loop", i, x);
}
console.log(typeof i, x);
