// Element reads and writes whose key the compiler holds as a C double (a
// loop counter that is not an int32, arithmetic on one): every key that is
// not a plain index must still take the property path, in loops (inline
// access) and outside them (the out-of-line twins).

const keys = [0, -0, 1, 2.5, -1, NaN, Infinity, 4294967294, 4294967295, 4294967296, 2 ** 53, 1e300];

function probe(label, obj) {
    const seen = [];
    for (let i = 0; i < keys.length; i++) {
        const k = +keys[i];
        seen.push(String(obj[k]));
    }
    console.log(label, seen.join(","));
}

const arr = [10, 20, 30];
arr[2.5] = "frac";
arr["-1"] = "minus";
arr.NaN = "nan";
arr.Infinity = "inf";
arr[4294967295] = "not-an-index";
probe("array", arr);
console.log("length after non-index keys", arr.length);

const ta = new Float64Array([1.5, 2.5, 3.5]);
probe("float64", ta);
const u8 = new Uint8Array([7, 8, 9]);
probe("uint8", u8);

// Holes read through the prototype chain.
const holes = [1, , 3];
Array.prototype[1] = "from-proto";
let d = 0.5;
for (let n = 0; n < 3; n++) {
    d += 0.5;
    console.log("hole read", d - 1, holes[d - 1]);
}
delete Array.prototype[1];

// Writes: fractional keys make properties; past a typed array's end they
// are ignored; -0 writes element 0.
function fill(obj, n) {
    let x = -0.5;
    for (let i = 0; i < n; i++) {
        x += 0.5;
        obj[x] = i;
    }
    return obj;
}
console.log(fill([], 5));
console.log(fill(new Int16Array(2), 6));
const z = [1, 2];
let mz = -0;
z[mz] = "neg-zero";
console.log(z, Object.keys(z));

// A getter on a fractional key and a typed array's own shadowed index.
const withGetter = [0, 1];
Object.defineProperty(withGetter, "1.5", { get() { return "getter ran"; } });
let half = 1;
for (let i = 0; i < 1; i++) half += 0.5;
console.log(withGetter[half]);

// A frozen array refuses a store in strict code (ES modules are strict).
const frozen = Object.freeze([1, 2, 3]);
let one = 0.5;
one += 0.5;
try {
    frozen[one] = 9;
} catch (e) {
    console.log(e.constructor.name, e.message);
}
console.log(frozen);

// Non-numeric receivers with a double key.
let k2 = 0.5 * 2;
console.log("abc"[k2], (function () { try { return null[k2]; } catch (e) { return e.message; } })());
