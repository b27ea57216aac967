// Checks that an inner let shadows an outer one from the start of its block (TDZ on the inner binding).
let v = "outer";
{
  try {
    console.log(v);
  } catch (e) {
    console.log("caught:", e.message);
  }
  let v = "inner";
  console.log(v);
}
function f(a = 1) {
  let b = a;
  {
    try {
      b = c;
    } catch (e) {
      console.log("caught in f:", e.message);
    }
    let c = 2;
    b = c;
  }
  return b;
}
console.log(f());
try {
  let q = q + 1;
} catch (e) {
  console.log("self-reference:", e.message);
}
