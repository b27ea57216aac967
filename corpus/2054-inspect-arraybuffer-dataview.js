// console.log of ArrayBuffer (hex contents) and DataView, short, long and nested.
const b = new ArrayBuffer(4);
new Uint8Array(b).set([1, 0xab, 16, 255]);
console.log(b, new ArrayBuffer(0));
console.log(new DataView(b, 1, 2));
const big = new ArrayBuffer(150);
new Uint8Array(big).fill(7);
console.log(big);
console.log({ buf: b, arr: [new DataView(new ArrayBuffer(1))] });
console.log(new Uint8Array(b, 1, 2).buffer === b, [new ArrayBuffer(1)]);
