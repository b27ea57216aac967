// Checks compound assignment operators and that the target is evaluated once.
let v = 10;
v += 5; v -= 3; v *= 2; v /= 4; v %= 4;
console.log(v);
let b = 0b1010;
b &= 0b0110; console.log(b);
b |= 0b1000; console.log(b);
b ^= 0b1111; console.log(b);
b <<= 3; console.log(b);
b >>= 1; console.log(b);
let s = "a";
s += 1; s += null; s += [2, 3];
console.log(s);
let count = 0;
const arr = [10, 20, 30];
const idx = () => count++;
arr[idx()] += 5;
console.log(arr, count);
