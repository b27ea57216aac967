// Calls whose result the compiler knows is a Number (or an int32): a
// function declared once, or a const/let arrow or function expression that
// nothing assigns, whose every return statement returns one and whose body
// cannot end without a return. Everything else must keep its real type.

function toInt(x) { return x | 0; }
function half(x) { return x / 2; }
const square = (x) => x * 1 * x;
const negZero = () => -0;

let acc = 0;
let s = 7;
for (let i = 0; i < 5; i++) {
    s = toInt(s * 1103515245 + 12345);
    acc += half(s) + square(i);
}
console.log("acc", acc, "s", s);
console.log("int32 edges", toInt(2 ** 31), toInt(-(2 ** 31) - 1), toInt(4294967296 + 5), toInt(-0));
let z = negZero();
console.log("negative zero kept", Object.is(z, -0), 1 / z);
let big = toInt(2 ** 31 - 1);
big = big + 1;
console.log("past int32", big);

// A return that is not a Number on some path.
function maybe(x) {
    if (x > 2) return "big";
    return x * 2;
}
let m = 0;
for (let i = 0; i < 4; i++) m = m + maybe(i);
console.log("mixed returns", m);

// Falling off the end returns undefined.
function noReturn(x) {
    if (x) return 1;
}
let f = noReturn(0) + 1;
console.log("fell off", f);

// A finally block's return wins.
function finallyWins() {
    try {
        return 1;
    } finally {
        return "from finally";
    }
}
let fw = finallyWins();
console.log("finally", fw + 1);

// Returns of nested functions belong to them.
function outer() {
    const inner = () => "inner string";
    [1].forEach(() => { return "ignored"; });
    return inner().length;
}
let o = outer() * 2;
console.log("outer", o);

// Async functions and generators return objects.
async function later() { return 5; }
let pl = later() + 1;
console.log("async", pl);
function* gen() { return 5; }
let gv = gen() + "";
console.log("generator", gv);

// Reassigned functions and arrows are not trusted.
function changes() { return 1; }
changes = () => "changed";
let c = changes() + 1;
console.log("reassigned declaration", c);
let arrow = () => 2;
arrow = () => "arrow changed";
let a = arrow() + 1;
console.log("reassigned arrow", a);

// BigInt arguments make the arithmetic throw, not return a BigInt.
try {
    let b = half(10n);
    console.log("unexpected", b);
} catch (e) {
    console.log(e.constructor.name, e.message);
}

// Recursion: a greatest fixpoint that still returns Numbers.
function countDown(n) {
    if (n <= 0) return 0;
    return countDown(n - 1) + 1;
}
let cd = countDown(10);
cd = cd * 3;
console.log("recursion", cd);

// A call before the const arrow's initialisation throws.
try {
    let early = late(3);
    console.log("unexpected", early);
} catch (e) {
    console.log(e.constructor.name, e.message);
}
const late = (x) => x + 0.5 * 2;
console.log("late", late(3) * 2);
