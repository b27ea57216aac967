// Parameters the compiler keeps as C doubles or int32s: their function is
// reached only through direct calls, every call passes Numbers (int32s)
// for them, and nothing else can call it. Every way around that keeps the
// parameter's real value.

function popcount(x) {
    x = x - ((x >>> 1) & 0x55555555);
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
const scale = (v, k) => v * k + 0.5;
let bits = 0, scaled = 0;
for (let i = 0; i < 1000; i++) {
    bits += popcount(i * 7919);
    scaled += scale(i, 0.25);
}
console.log("typed", bits, scaled);

// Negative zero and NaN arrive as they were passed.
function describe(z) { return [Object.is(z, -0), z !== z, 1 / z]; }
const n0 = -0;
console.log("edges", describe(n0), describe(0 / 0), describe(-1 / Infinity));

// Recursion with Number arguments.
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
console.log("fib", fib(20));

// Too few arguments: the missing one is undefined.
function pair(a, b) { return [a, b, a + b]; }
console.log("few", pair(1), pair(1, 2));

// A string on one call.
function twice(s) { return s + s; }
console.log("string", twice(2), twice("ab"));

// The function escapes as a value.
function inc(v) { return v + 1; }
console.log("escapes", inc(1), [10, 20].map(inc), inc.call(null, "x"), typeof inc);

// A spread call.
function sum3(a, b, c) { return a + b + c; }
console.log("spread", sum3(1, 2, 3), sum3(...["a", "b", "c"]));

// The parameter is reassigned to another type inside.
function retype(p) {
    const before = p * 2;
    p = "now a string " + p;
    return [before, p];
}
console.log("retype", retype(3));

// A default value, a BigInt argument, a captured parameter.
function withDefault(q = 5) { return q * 2; }
console.log("default", withDefault(), withDefault(1));
function big(b) { return typeof b; }
console.log("bigint", big(1), big(10n));
function keep(c) { const get = () => c; c += 1; return get(); }
console.log("captured", keep(1), keep(-0.5));

// A named function expression can reach itself by its own name.
const named = function self(m) { return m > 0 ? self(m - 1) + 1 : [self.name, m]; };
console.log("named", named(2));

// Extra arguments are ignored.
function one(a) { return a * 3; }
console.log("extra", one(2, "x", {}));

// Exported functions can be called from anywhere.
export function exported(e) { return e * 2; }
console.log("exported", exported(4));
