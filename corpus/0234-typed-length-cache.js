// A typed array's .length read stays right when the length getter is shadowed or replaced.
const a = new Uint8Array(4);
function len(x) { return x.length; }
console.log(len(a), len(a), len([1, 2]), len("abc"));
Object.defineProperty(a, "length", { value: 99 });
console.log(len(a), len(new Uint8Array(2)));
class Sub extends Uint8Array { get length() { return -1; } }
console.log(len(new Sub(3)));
const proto = Object.getPrototypeOf(Uint8Array.prototype);
const orig = Object.getOwnPropertyDescriptor(proto, "length");
Object.defineProperty(proto, "length", { get() { return "patched"; }, configurable: true });
console.log(len(new Uint8Array(2)), len(new Int8Array(2)));
Object.defineProperty(proto, "length", orig);
console.log(len(new Uint8Array(2)));
Object.defineProperty(Uint8Array.prototype, "length", { value: 5 });
