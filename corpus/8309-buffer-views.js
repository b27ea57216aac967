// slice and subarray share memory (and clamp like Node's adjustOffset),
// typed-array methods inherited by Buffer return Buffers (the species),
// iteration, toJSON and JSON.stringify, buffer and byteOffset.
const b = Buffer.from("abcdefgh");
const s = b.slice(2, 5);
s[0] = 0x43;
console.log(b.toString(), s.toString(), s.length, s.byteOffset - b.byteOffset, s.buffer === b.buffer, Buffer.isBuffer(s));
console.log(b.slice(-3).toString(), b.slice(-100, 2).toString(), JSON.stringify(b.slice(5, 2).toString()), b.slice("2", "4").toString());
console.log(b.slice(1.9, 3.9).toString(), b.slice(NaN).length, b.slice(0, -1).toString(), b.slice(0, 100).length, b.slice(undefined, 3).toString());
const sub = b.subarray(1, 3);
sub.fill(0x7a);
console.log(b.toString(), sub.constructor.name, Object.getPrototypeOf(sub) === Buffer.prototype, b.subarray(-2).toString());
const m = b.map((x) => x + 1);
console.log(m.constructor.name, m.toString(), b.filter((x) => x > 100).toString(), b.reverse().toString(), b.reverse().toString());
console.log(Buffer[Symbol.species] === Buffer, typeof Buffer[Symbol.species], Buffer.from("xy").slice().constructor === Buffer);
console.log([...Buffer.from("hi")], [...Buffer.from("hi").keys()], [...Buffer.from("hi").entries()], Array.from(Buffer.from("ok").values()));
for (const byte of Buffer.from([1, 2])) console.log("byte", byte);
const j = Buffer.from([1, 2, 3]);
console.log(j.toJSON(), JSON.stringify(j), JSON.stringify({ nested: Buffer.from("x") }), JSON.stringify(Buffer.alloc(0)));
const ab = new ArrayBuffer(16);
const v = Buffer.from(ab, 4, 8);
console.log(v.byteOffset, v.byteLength, v.length, v.buffer.byteLength, v.subarray(2).byteOffset);
const u8 = new Uint8Array([5, 6, 7]);
console.log(Buffer.from(u8.buffer).toString("hex"), b.at(-1), b.join("-").length);
console.log(Object.keys(Buffer.from("ab")), Buffer.from("ab").length, "0" in Buffer.from("a"), Buffer.from("a")[5]);
