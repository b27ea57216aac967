// Functions that only compute on Numbers, reached only by direct calls,
// take their arguments and return their result as C numbers (numeric
// leaves). Each of these checks a result the ordinary call would give.
function xorshift(s) { s ^= s << 13; s ^= s >>> 17; s ^= s << 5; return s | 0; }
function add(a, b) { return a + b; }            // int32 arguments, a result past 2^31
function neg(x) { return -x; }                   // -0 survives the double result
function div(a, b) { return a / b; }             // NaN and Infinity
function sgn(x) { return x < 0 ? -1 : x > 0 ? 1 : 0; }  // an int32 result
function low(x) { return x & 0xff; }
function next(u) { return u + 1; }               // a uint32 argument (>>> 0)
function powmod(b, e, m) {
  let r = 1;
  b %= m;
  while (e > 0) {
    if (e & 1) r = (r * b) % m;
    e >>= 1;
    b = (b * b) % m;
  }
  return r;
}
function collatz(n) {
  let steps = 0;
  outer: for (;;) {
    do {
      if (n === 1) break outer;
      n = n % 2 === 0 ? n / 2 : 3 * n + 1;
      steps++;
    } while (n !== 1);
  }
  return steps;
}
function mix(a, b) {
  var t = a * 31 + b, u = 0;
  for (let i = 0; i < 4; i++) {
    if (i === 2) continue;
    u += (t >> i) ^ i;
  }
  return (u, t ** 2 % 97, u - t);
}
const cube = (x) => x * x * x;
const half = function (x) { return x / 2; };

let s = 2463534242 | 0, acc = 0;
for (let i = 0; i < 1000; i++) {
  s = xorshift(s);
  acc = (acc + low(s) + sgn(s)) | 0;
}
console.log("xorshift", s, acc);
console.log("add", add(2147483647, 1), add(-2147483648, -1), add(0.1, 0.2));
console.log("neg", Object.is(neg(0), -0), Object.is(neg(-0), 0), neg(5));
console.log("div", div(0, 0), div(1, 0), div(-1, 0), Object.is(div(-0, 1), -0));
console.log("sgn", sgn(-7), sgn(0), sgn(3), sgn(0 / 0), Object.is(sgn(-0), 0));
console.log("next", next(0xffffffff >>> 0), next(-1 >>> 0));
console.log("powmod", powmod(7, 560, 561), powmod(2, 30, 1000000007), powmod(3, 0, 5));
console.log("collatz", collatz(27), collatz(97), collatz(1));
console.log("mix", mix(3, 4), mix(-100, 7), mix(1e9, 1e9));
console.log("cube", cube(3), cube(-0.5), cube(1e103));
console.log("half", half(7), half(-1), half(1.7976931348623157e308));

// Extra arguments are evaluated, in order, and dropped.
const order = [];
function note(x) { order.push(x); return x; }
console.log("extra", half(10, note("a"), note("b")), order.join(","));

// A leaf bound by const is in its dead zone until the declaration runs.
try { console.log(early(1)); } catch (e) { console.log(e.name, e.message); }
const early = (x) => x + 1;
console.log("early", early(1));

// A leaf nested in a function, called from a loop.
function sumSquares(n) {
  function sq(v) { return v * v; }
  let t = 0;
  for (let i = 1; i <= n; i++) t += sq(i);
  return t;
}
console.log("sumSquares", sumSquares(100), sumSquares(0));

// The caller still overflows the stack where it recurses; a leaf adds no frame.
function deep(n) { return n === 0 ? 0 : low(n) + deep(n - 1); }
try { deep(1e6); console.log("no overflow"); } catch (e) { console.log(e instanceof RangeError, e.message); }
console.log("deep", deep(1000));

// An error thrown after a leaf call reports the caller's position.
function after(x) {
  const y = cube(x);
  return y.missing.field;
}
try { after(2); } catch (e) { console.log(e.name, e.message, e.stack.split("\n")[1].trim().replace(/\(.*\//, "(")); }
