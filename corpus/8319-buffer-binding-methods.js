// The binding methods Node's Buffer.prototype exposes (hexSlice,
// utf8Write...) with their C++ checks, and Buffer.copyBytesFrom.
const b = Buffer.from("héllo");
console.log(b.hexSlice(), b.hexSlice(1, 3), b.utf8Slice(1), b.latin1Slice(0, 2), b.base64Slice(), b.asciiSlice(), b.ucs2Slice(), b.base64urlSlice(1));
for (const f of [() => b.hexSlice(3, 1), () => b.hexSlice(10), () => b.hexSlice(0, 10), () => b.hexSlice(-1), () => b.hexSlice("1"), () => b.hexSlice(1.5, 2.5), () => Buffer.alloc(0).utf8Slice(5)]) {
  try {
    console.log(JSON.stringify(f()));
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
}
const w = Buffer.alloc(6);
console.log(w.utf8Write("abcdefgh"), w.hexWrite("ffee", 2), w.latin1Write("xy", 4, 1), w.asciiWrite("q", 5, 9), w.ucs2Write("z", 0), w.base64Write("QQ==", 1), w);
for (const f of [() => w.utf8Write(1), () => w.utf8Write("a", 7), () => w.utf8Write("a", -1), () => w.utf8Write("a", 6), () => w.utf8Write("a", 0, -1), () => w.utf8Write("a", "x")]) {
  try {
    console.log(JSON.stringify(f()));
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
}
console.log(Buffer.copyBytesFrom(new Uint16Array([1, 2, 3]), 1), Buffer.copyBytesFrom(new Uint8Array([1, 2, 3]), 1, 1), Buffer.copyBytesFrom(new Float32Array([1])), Buffer.copyBytesFrom(new Uint8Array(3), 5));
const src = new Uint8Array([7, 8]);
const copied = Buffer.copyBytesFrom(src);
copied[0] = 0;
console.log(src[0], copied, Buffer.copyBytesFrom(new Uint8Array([1, 2, 3]), 1, 100), Buffer.copyBytesFrom(new Uint8Array(0)));
for (const f of [() => Buffer.copyBytesFrom([1]), () => Buffer.copyBytesFrom(new Uint8Array(2), -1), () => Buffer.copyBytesFrom(new Uint8Array(2), 0, 1.5), () => Buffer.copyBytesFrom(new Uint8Array(2), "1")]) {
  try {
    console.log(f());
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
}
