// Locals of one name declared twice in a function (d, i32), beside the
// unboxed temporaries the emitter names d_N and i32_N: every C name apart.
function f(xs) {
  let total = 0;
  for (const x of xs) { const d = x * 2; total += d; }
  { const d = { v: 3 }; total += d.v; }
  let i32 = 1; { let i32 = 'two'; total += i32.length; }
  for (let k = 0; k < 3; k++) { const d = k % 2; total += d; }
  return total + i32;
}
console.log(f([1, 2, 3]));
