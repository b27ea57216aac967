// Bindings that always hold a Number (the compiler's numeric inference):
// arithmetic, comparisons and updates on them keep JavaScript's semantics.
let i = 0;
i++;
++i;
const post = i++;
const pre = ++i;
console.log(i, post, pre);

// NaN and -0 through comparisons and equality.
const n = 0 / 0;
const z = -0;
console.log(n === n, n !== n, n == n, n != n, n < 1, n >= 1, z === 0, Object.is(z, -0));
const m = -4 % 2;
console.log(Object.is(m, -0), 5 % -3, -5 % 3, 5.5 % 2);

// Unary plus, >>> and conditionals produce Numbers.
const s = +"12";
const u = -1 >>> 28;
const c = s > 10 ? s * 2 : s / 2;
console.log(s, u, c, typeof c);

// Large values and precision.
let big = 2 ** 53;
big = big + 1;
console.log(big, 0.1 + 0.2, 1 / 3);

// A sequence keeps its last value.
let q = (1, 2.5);
q -= 0.5;
console.log(q);

// Captured by a closure (boxed) and updated there.
let count = 0;
const inc = () => count++;
inc();
inc();
console.log(count, inc(), count);

// Per-iteration bindings captured by closures.
const fns = [];
for (let k = 0; k < 3; k++) fns.push(() => k * 10);
console.log(fns.map((f) => f()).join(","));

// Across yield.
function* gen() {
  let acc = 1;
  for (let j = 0; j < 4; j++) {
    acc = acc * 3;
    yield acc;
  }
}
console.log([...gen()].join(" "));

// A binding that also gets a string is not numeric.
let mixed = 0;
mixed += 1;
mixed += "a";
console.log(mixed);

// Mixing with a BigInt throws where Node throws.
let t = 1;
try {
  t -= 1n;
} catch (e) {
  console.log(e.constructor.name, e.message);
}
console.log(t);

// A numeric const cannot be updated.
const k2 = 1;
try {
  k2++;
} catch (e) {
  console.log(e.constructor.name, e.message);
}

// The dead zone is still checked.
function early() {
  return late + 1;
}
try {
  early();
} catch (e) {
  console.log(e.constructor.name, e.message);
}
let late = 1;
console.log(early());

// var: numeric where its initial undefined is never seen.
function vars(n) {
  var total = 0;
  for (var j = 0; j < n; j++) total += j * 2;
  var before = early2 + 1;
  var early2 = 5;
  if (n > 2) {
    var inIf = n * 2;
  }
  return [total, j, before, early2, inIf];
}
console.log(vars(4), vars(1));

// Negation: literals fold to constants, Numbers negate in place, others
// convert (or stay BigInt).
let a9 = 5;
const neg = [-a9, -0, -(-3), -"4", -1n, -Infinity, -NaN, -a9 * 0, -(2 ** 53)];
console.log(neg, Object.is(neg[1], -0), Object.is(neg[7], -0));
