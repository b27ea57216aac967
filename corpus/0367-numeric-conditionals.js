// A conditional whose arms are both Numbers is computed as a C double:
// the arms' -0, NaN, Infinity and int32 results must come out as they
// are, through returns of numeric functions, int32 locals, nested
// conditionals, and arms that throw.

function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
function pick(c, a, b) { return c ? a : b; }
function sign(x) { return x > 0 ? 1 : x < 0 ? -1 : x === 0 ? 0 : NaN; }
function negz(x) { return x === 0 ? -0 : x * 2; }
function clamp(x, lo, hi) { return x < lo ? lo : x > hi ? hi : x; }
function thrower(n) { if (n > 3) throw new RangeError("too big: " + n); return n; }
function guarded(n) { return n % 2 === 0 ? thrower(n) : -n; }

console.log(fib(20), fib(0), fib(1));
console.log(pick(true, 1.5, 2), pick(false, 1.5, 2), pick(0, -0, 0), Object.is(pick(1, -0, 0), -0));
console.log([5, -3, 0, -0, NaN].map(sign).join(" "), Object.is(sign(-0), 0));
console.log(Object.is(negz(0), -0), negz(3), negz(-0), Object.is(negz(-0), -0));
console.log(clamp(5, 0, 3), clamp(-1, 0, 3), clamp(2.5, 0, 3), clamp(NaN, 0, 3));
console.log(1 / pick(true, -0, 1), 1 / pick(false, 1, -0), pick(true, Infinity, 0) - 1);

// int32 locals fed by conditionals, and overflow past int32.
let acc = 0;
for (let i = 0; i < 100; i++) acc = (acc + (i % 3 === 0 ? i * 7 : -i)) | 0;
console.log("acc", acc);
let big = 2147483647;
for (let i = 0; i < 3; i++) big = i === 1 ? big + 1 : big * 2;
console.log("big", big);

// An arm that throws leaves the rest of the expression unevaluated.
for (const n of [1, 2, 3, 4, 5]) {
  try { console.log("guarded", n, guarded(n)); } catch (e) { console.log("caught", e.name, e.message); }
}

// Conditionals inside arithmetic, comparisons and element indexes.
const a = [10, 20, 30];
let s = 0;
for (let i = 0; i < 6; i++) s += a[i < 3 ? i : 5 - i] * (i & 1 ? -1 : 1);
console.log("s", s, (s > 0 ? s : -s) / 3, typeof (s ? 1 : 2));

// A conditional that is not all Numbers stays boxed.
const mixed = (x) => (x ? 1 : "one");
console.log(mixed(true) + 1, mixed(false) + 1);
