// Checks >>> of negative numbers and the conversion to unsigned 32-bit integers.
const xs = [-1, -2, -256, -2147483648, 2147483648, 4294967296, -4294967297, 1.5, -1.5];
for (const x of xs) {
  console.log(x, x >>> 0, x >>> 1, x >>> 28, x >> 28);
}
let y = -8;
y >>>= 1;
console.log(y);
