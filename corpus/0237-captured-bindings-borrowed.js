// Reads of captured let/const/class bindings that nothing reassigns: the
// generated code reads them from their box without taking a reference.
// The value must stay right while the expression that read it runs code
// that drops every other reference, and the dead zone must still throw.

const table = new Int32Array(8).map((_, i) => i * i);
let holder = { list: [1, 2, 3] };

function sumSquares(n) {
    let s = 0;
    for (let i = 0; i < n; i++) s += table[i & 7];
    return s;
}
console.log("squares", sumSquares(20));

// The expression reads `holder`, then calls code that empties the object
// it refers to; the binding still refers to the same object.
function dropInside() {
    const before = holder.list.length;
    const after = holder.list.splice(0).length + holder.list.length;
    return [before, after];
}
console.log("drop inside", dropInside());

// A class captured by closures, used in loops.
class Vec {
    constructor(x, y) { this.x = x; this.y = y; }
    add(o) { return new Vec(this.x + o.x, this.y + o.y); }
}
const make = (n) => {
    let v = new Vec(0, 0);
    for (let i = 0; i < n; i++) v = v.add(new Vec(i, -i));
    return v;
};
console.log("vec", make(10));

// The dead zone: a closure that reads a captured const too early.
function early() {
    const read = () => later + 1;
    try {
        read();
    } catch (e) {
        console.log("early read:", e.constructor.name, e.message);
    }
    const later = 41;
    return read();
}
console.log("after init", early());

// Per-iteration bindings captured by closures in a loop.
const fns = [];
for (const word of ["a", "b", "c"]) {
    const upper = word.toUpperCase();
    fns.push(() => word + upper + fns.length);
}
console.log(fns.map((f) => f()).join(" "));

// A captured binding whose object is the only reference left after the
// call: a callback replaces the array's contents while it is being read.
const cells = [{ v: 1 }, { v: 2 }];
function readAll(cb) {
    let total = 0;
    for (let i = 0; i < cells.length; i++) {
        total += cells[i].v;
        cb(i);
    }
    return total;
}
console.log("read all", readAll((i) => { if (i === 0) cells[1] = { v: 10 }; }));

// A generator reading a captured const across yields.
const base = [100, 200, 300];
function* walk() {
    for (let i = 0; i < base.length; i++) yield base[i] + i;
}
console.log([...walk()]);
