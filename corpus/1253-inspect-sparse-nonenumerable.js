// util.inspect of arrays with elements that are not enumerable: before the
// first hole Node lists every own element; from a hole on it lists what
// Object.keys returns, so a non-enumerable element shows as an empty item.

const a = [];
Object.defineProperty(a, "2", { value: "hidden", writable: false });
console.log(a, Object.keys(a), a.length);

const b = [1, 2, 3];
Object.defineProperty(b, "1", { enumerable: false });
console.log(b);

const c = [1, , 3, 4];
Object.defineProperty(c, "3", { enumerable: false, value: "four" });
console.log(c);

const d = [, "x"];
Object.defineProperty(d, "5", { enumerable: false, value: "late" });
d[7] = "seven";
console.log(d, d.length);
