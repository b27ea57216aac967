// The shape of Buffer as programs see it: its statics and prototype
// methods are enumerable own properties in Node's order (console.log,
// Object.keys, for..in), their lengths, parent/offset, inspect(), the
// species class, and TextEncoder/TextDecoder as classes.
console.log(Buffer);
console.log(Object.keys(Buffer.prototype).join(" "));
const names = [];
for (const k in Buffer.from("ab")) names.push(k);
console.log(names.length, names.slice(0, 4), names.at(-1));
const lengths = {};
for (const k of Object.keys(Buffer.prototype)) if (typeof Buffer.prototype[k] === "function") lengths[k] = Buffer.prototype[k].length;
console.log(JSON.stringify(lengths));
console.log(Object.keys(Buffer).map((k) => `${k}:${typeof Buffer[k] === "function" ? Buffer[k].length : Buffer[k]}`).join(" "));
console.log(Object.getOwnPropertyDescriptor(Buffer.prototype, "readUInt8"), Buffer.prototype.toLocaleString === Buffer.prototype.toString);
console.log(Buffer.prototype.slice === Buffer.prototype.subarray, Buffer.prototype.subarray.name, Buffer[Symbol.species]);
const b = Buffer.from("parent");
console.log(b.parent === b.buffer, b.offset === b.byteOffset, Buffer.prototype.parent, b.inspect(), typeof b.inspect());
console.log(TextEncoder, TextDecoder, Object.getOwnPropertyNames(TextDecoder.prototype), Object.getOwnPropertyNames(TextEncoder.prototype));
console.log(Object.keys(new TextDecoder()), Object.getOwnPropertySymbols(new TextEncoder()).length >= 0, JSON.stringify(new TextDecoder()));
