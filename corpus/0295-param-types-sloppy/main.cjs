// Sloppy-mode (CommonJS) functions whose parameters the compiler keeps as
// C doubles or int32s: `this` is still globalThis, and a parameter that
// one call passes a string keeps it.

function counter(n) {
    let total = 0;
    for (let i = 0; i < n; i++) total += i * 0.5;
    return total;
}
console.log(counter(10), counter(0));

function thisAndParam(x) {
    return [typeof this, this === globalThis, x + 1];
}
console.log(thisAndParam(1), thisAndParam(-0.5));

function joined(a, b) {
    return a + b;
}
console.log(joined(1, 2), joined("1", 2));

// Assigning an undeclared name inside makes a global, as sloppy code does.
function leak(v) {
    leaked = v * 2;
    return v;
}
console.log(leak(21), globalThis.leaked);
