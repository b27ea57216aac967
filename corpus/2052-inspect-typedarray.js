// console.log of typed arrays of every kind, empty, nested, with extra keys, past depth.
console.log(new Int8Array([-1, 2]), new Uint8Array(0), new Uint8ClampedArray([255]));
console.log(new Int16Array(2), new Uint16Array([65535]), new Int32Array([-5]), new Uint32Array([4294967295]));
console.log(new Float32Array([0.1, -0, NaN, Infinity]), new Float64Array([1e21, 1.5e-7, -0]));
console.log(new BigInt64Array([1n, -1n]), new BigUint64Array([2n ** 64n - 1n]));
const x = new Uint8Array([1, 2]);
x.tag = "t";
console.log(x, { nested: { deeper: { x } } }, [x]);
class Pixels extends Uint8ClampedArray {}
console.log(new Pixels(3), [new Pixels(0)]);
console.log({ a: new Float64Array([1.25, 2.5, 3.75, 4, 5, 6, 7, 8]), b: 1 });
