// Sloppy-mode (CommonJS) element stores with a key held as a C double: a
// store the object refuses is ignored instead of throwing, inside a loop
// (inline) and outside one (out of line).

const frozen = Object.freeze([1, 2, 3]);
let k = 0.5;
k += 0.5;
frozen[k] = 99;
console.log("frozen outside a loop", frozen);

for (let i = 0; i < 3; i++) {
    let x = i * 1.5;
    frozen[x] = "x";
}
console.log("frozen in a loop", frozen);

const sealed = Object.seal({ 0: "a" });
let j = 0.25;
for (let i = 0; i < 3; i++) {
    j += 0.25;
    sealed[j] = i;
}
console.log("sealed", sealed);

const bytes = new Uint8ClampedArray(3);
let v = -1.5;
for (let i = 0; i < 6; i++) {
    v += 1.5;
    bytes[i * 1.0] = v * 100;
}
console.log(bytes);

const ro = [];
Object.defineProperty(ro, "2", { value: "fixed", writable: false });
let t = 1.0;
for (let i = 0; i < 2; i++) {
    t += 0.5;
    ro[t] = "changed";
}
console.log(ro, ro["2.5"]);
