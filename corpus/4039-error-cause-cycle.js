// Errors whose cause refers back to the error.
let n = 0;
for (let i = 0; i < 3000; i++) {
  const holder = {};
  const e = new Error('boom ' + i, { cause: holder });
  holder.err = e;
  n += e.cause.err === e ? 1 : 0;
}
console.log(n);
