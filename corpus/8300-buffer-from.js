// Buffer.from in every form, Buffer.alloc with a fill, allocUnsafe, of,
// isBuffer and poolSize.
const show = (label, b) => console.log(label, b.length, b.toString("hex"));

show("string", Buffer.from("héllo"));
show("string hex", Buffer.from("00ff10", "hex"));
show("string base64", Buffer.from("aGVsbG8=", "base64"));
show("string empty enc", Buffer.from("abc", ""));
show("string null enc", Buffer.from("abc", null));
show("array", Buffer.from([1, 2, 255, 256, -1, 3.7, "7", null, undefined, NaN]));
show("array-like", Buffer.from({ length: 3, 0: 9, 1: 8, 2: 7 }));
show("array-like bad length", Buffer.from({ length: "3", 0: 1 }));
show("array-like negative", Buffer.from({ length: -2 }));
show("json form", Buffer.from({ type: "Buffer", data: [104, 105] }));
show("json form back", Buffer.from(JSON.parse(JSON.stringify(Buffer.from("round")))));
show("uint16array", Buffer.from(new Uint16Array([1, 256, 65535])));
show("float64array", Buffer.from(new Float64Array([1.5, -1, 300])));

const src = Buffer.from("copy me");
const copy = Buffer.from(src);
copy[0] = 0x43;
console.log("copy is separate:", src.toString(), copy.toString());

const ab = new ArrayBuffer(8);
const view = Buffer.from(ab, 2, 4);
view[0] = 0xaa;
console.log("arraybuffer shares:", new Uint8Array(ab)[2], view.length, view.byteOffset, view.buffer === ab);
console.log("arraybuffer whole:", Buffer.from(ab).length, "offset only:", Buffer.from(ab, 6).length);
console.log("arraybuffer NaN offset:", Buffer.from(ab, "x").length, "zero length:", Buffer.from(ab, 1, -5).length);

show("valueOf string", Buffer.from(new String("boxed")));
show("valueOf object", Buffer.from({ valueOf: () => [5, 6] }));
show("toPrimitive", Buffer.from({ [Symbol.toPrimitive]: (hint) => "prim:" + hint }));

show("alloc", Buffer.alloc(4));
show("alloc fill number", Buffer.alloc(4, 0x1ff));
show("alloc fill string", Buffer.alloc(7, "abc"));
show("alloc fill hex", Buffer.alloc(5, "a1b2", "hex"));
show("alloc fill base64", Buffer.alloc(4, "aGk=", "base64"));
show("alloc fill buffer", Buffer.alloc(5, Buffer.from([1, 2])));
show("alloc fill utf8 multi", Buffer.alloc(5, "é"));
show("alloc fractional", Buffer.alloc(2.9));
console.log("allocUnsafe", Buffer.allocUnsafe(10).length, Buffer.allocUnsafeSlow(3).length);
show("of", Buffer.of(1, 2, 300));
console.log("isBuffer", Buffer.isBuffer(Buffer.alloc(1)), Buffer.isBuffer(new Uint8Array(1)), Buffer.isBuffer("x"), Buffer.isBuffer());
console.log("poolSize", Buffer.poolSize, "instanceof", Buffer.alloc(1) instanceof Uint8Array, Buffer.alloc(1) instanceof Buffer);
console.log("prototype chain", Object.getPrototypeOf(Buffer.prototype) === Uint8Array.prototype, Object.getPrototypeOf(Buffer) === Uint8Array);
console.log("name/length", Buffer.name, Buffer.length, Buffer.from.length, Buffer.alloc.length);
