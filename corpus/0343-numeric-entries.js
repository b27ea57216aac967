// Functions reached only by direct calls, with Number parameters and a
// Number result, that may call and throw: called through a C entry on C
// numbers that links a frame; a throw inside reaches the caller as before.
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
function tak(x, y, z) { return y >= x ? z : tak(tak(x - 1, y, z), tak(y - 1, z, x), tak(z - 1, x, y)); }
function isEven(n) { return n === 0 ? 1 : isOdd(n - 1); }
function isOdd(n) { return n === 0 ? 0 : isEven(n - 1); }
function gcd(a, b) { return b === 0 ? a | 0 : gcd(b, a % b); }
console.log("fib", fib(20), "tak", tak(18, 12, 6), "even", isEven(10), isEven(7), "gcd", gcd(1071, 462));

// A throw from a callee, and a module binding read in its dead zone.
function check(x) { if (x > 100) throw new RangeError("too big: " + x); return x * 2; }
function twice(x) { return check(x) + check(x + 1); }
function scaled(x) { return x * SCALE; }
for (const v of [5, 100]) {
  try { console.log("twice", twice(v)); } catch (e) { console.log("caught", e.name, e.message); }
}
try { console.log(scaled(2)); } catch (e) { console.log("caught", e.name, e.message); }
const SCALE = 3;
console.log("scaled", scaled(2));

// Stack overflow in a recursion that never ends: a RangeError the caller catches.
function down(n) { return down(n + 1) + 1; }
try { down(0); } catch (e) { console.log("overflow", e instanceof RangeError, e.message); }
console.log("after overflow", fib(10));

// The stack of an error thrown three numeric frames deep.
function a(x) { return b(x) + 1; }
function b(x) { return c(x) + 1; }
function c(x) { if (x === 3) { const e = new Error("deep"); throw e; } return x; }
try { a(3); } catch (e) {
  console.log(e.stack.split("\n").slice(0, 4).map((l) => l.trim().replace(/\(.*\//, "(")).join(" | "));
}

// Locals captured by closures inside such a function, and calls of others.
function sumWith(n) {
  let total = 0;
  const add = (v) => { total += v; };
  for (let i = 1; i <= n; i++) add(i * fib(5));
  return total;
}
console.log("sumWith", sumWith(10));

// int32 results, -0 and NaN through the entries.
function clampInt(x) { return x < 0 ? 0 : x > 255 ? 255 : x | 0; }
function neg(x) { return -x; }
function ratio(x, y) { return x / y; }
console.log("clamp", clampInt(-5), clampInt(300), clampInt(17.9), Object.is(neg(0), -0), ratio(0, 0), ratio(1, 0));
