// A counter `for (let i = a; i < n - c; i++)` with n an int32 and c a
// nonnegative literal stays an int32 (i + 1 cannot pass 2^31-1); counting
// down to `m + c` likewise. Bounds that may exceed the int32 range keep
// the counter a double, so it runs past 2^31 as JavaScript says.

const top = 2147483647, bottom = -2147483648;
let last = 0, steps = 0;
for (let i = 2147483600; i < top - 5; i++) { last = i; steps++; }
console.log("up", last, steps);
for (let i = -2147483600; i > bottom + 7; i--) { last = i; steps++; }
console.log("down", last, steps);
const n = 10;
const a = [];
for (let i = 0; i < n - 3; i++) a.push(i * 2);
for (let i = n; i > n + -3 + 0; i--) a.push(-i);
console.log(a.join(","));
// A double bound: the counter goes past 2^31-1.
const far = 2147483650;
let past = 0;
for (let i = 2147483640; i < far - 1; i++) past = i;
console.log("past", past, past + 1 > top);
let below = 0;
const deep = -2147483652;
for (let i = -2147483640; i > deep + 1; i--) below = i;
console.log("below", below, below < bottom);
// Fractional literal offsets and -0.
let frac = 0;
for (let i = 0; i < n - 0.5; i++) frac += i;
let z = 0;
for (let i = 0; i < n - -0; i++) z += i;
console.log("frac", frac, "z", z);
