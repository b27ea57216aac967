// Checks createHmac against RFC 4231 / RFC 2202 vectors, with string, Buffer and ArrayBuffer keys, and its digest-twice behaviour.
import crypto from "node:crypto";

const key20 = new Uint8Array(20).fill(0x0b);
for (const alg of ["sha1", "sha224", "sha256", "sha384", "sha512", "md5", "sha3-256"]) {
  console.log(alg, crypto.createHmac(alg, key20).update("Hi There").digest("hex"));
  console.log(alg, crypto.createHmac(alg, "Jefe").update("what do ya want ").update("for nothing?").digest("base64"));
}
const longKey = new Uint8Array(131).fill(0xaa);
console.log("long key", crypto.createHmac("sha256", longKey)
  .update("Test Using Larger Than Block-Size Key - Hash Key First").digest("hex"));
console.log("empty key", crypto.createHmac("sha256", "").digest("hex"));
console.log("ArrayBuffer key", crypto.createHmac("sha256", new Uint8Array([1, 2, 3]).buffer).update("x").digest("hex"));
console.log("Buffer key", crypto.createHmac("sha256", Buffer.from("secret")).update("x").digest("hex"));
console.log("string key", crypto.createHmac("sha256", "secret").update("x").digest("hex"));
console.log("utf8 key", crypto.createHmac("sha1", "clé").update("données").digest("hex"));
console.log("hex data", crypto.createHmac("md5", "k").update("78", "hex").digest("hex"));
console.log("upper-case name", crypto.createHmac("SHA256", "k").update("x").digest("hex"));
const h = crypto.createHmac("sha256", "k");
h.update("a");
console.log("first digest", h.digest("hex"));
console.log("second digest is empty", JSON.stringify(h.digest("hex")), h.digest().length);
try {
  h.update("more");
} catch (e) {
  console.log(e.name, e.code, e.message, String(e));
}
const d = crypto.createHmac("sha512", "k").update("x").digest();
console.log("Buffer digest", Buffer.isBuffer(d), d.length);
