// map, filter, slice and subarray make typed arrays (through species); subarray shares the buffer.
const a = new Uint8Array([10, 20, 30, 40, 50]);
console.log(a.map((x) => x * 10), a.filter((x, i) => i % 2 === 0));
const s = a.slice(1, -1), sub = a.subarray(1, -1);
a[2] = 99;
console.log(s, sub, sub.byteOffset, sub.buffer === a.buffer, s.buffer === a.buffer);
console.log(a.subarray(-2), a.subarray(3, 1), a.slice(-10), a.slice(2, 2));
class Mine extends Uint8Array {}
const m = new Mine([1, 2, 3]);
console.log(m.map((x) => x).constructor.name, m.filter(Boolean).constructor.name, m.slice(1).constructor.name, m.subarray(1).constructor.name);
const odd = new Uint8Array([1, 2]);
odd.constructor = { [Symbol.species]: Float64Array };
console.log(odd.map((x) => x / 2));
