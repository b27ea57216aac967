// Checks createHash against known vectors for every common algorithm, in hex, base64, base64url and latin1, with update chaining and input encodings.
import crypto from "node:crypto";

const algs = ["md5", "sha1", "sha224", "sha256", "sha384", "sha512", "sha512-224", "sha512-256",
  "sha3-224", "sha3-256", "sha3-384", "sha3-512", "ripemd160", "blake2b512", "blake2s256",
  "shake128", "shake256", "sm3", "SHA256", "RSA-SHA1"];
for (const alg of algs) {
  for (const input of ["", "abc", "The quick brown fox jumps over the lazy dog", "héllo wörld ✓ 😀"]) {
    console.log(alg, JSON.stringify(input), crypto.createHash(alg).update(input).digest("hex"));
  }
}
const long = "a".repeat(1000);
console.log("sha256 x1000", crypto.createHash("sha256").update(long).digest("base64"));
console.log("chained", crypto.createHash("sha1").update("ab").update("c").digest("hex"));
console.log("base64url", crypto.createHash("md5").update("abc").digest("base64url"));
console.log("base64", crypto.createHash("sha512").update("abc").digest("base64"));
console.log("latin1", JSON.stringify(crypto.createHash("md5").update("abc").digest("latin1")));
console.log("binary", JSON.stringify(crypto.createHash("md5").update("abc").digest("binary")));
console.log("HEX name", crypto.createHash("md5").update("abc").digest("HEX"));
console.log("hex input", crypto.createHash("md5").update("616263", "hex").digest("hex"));
console.log("bad hex stops", crypto.createHash("md5").update("61zz", "hex").digest("hex"));
console.log("base64 input", crypto.createHash("md5").update("YWJj", "base64").digest("hex"));
console.log("base64url input", crypto.createHash("md5").update("-_-_", "base64url").digest("hex"));
console.log("latin1 input", crypto.createHash("md5").update("\xe9", "latin1").digest("hex"));
console.log("ascii input", crypto.createHash("md5").update("\xe9", "ascii").digest("hex"));
console.log("ucs2 input", crypto.createHash("md5").update("é", "utf16le").digest("hex"));
console.log("unknown input encoding is utf8", crypto.createHash("md5").update("é", "bogus").digest("hex"));
console.log("lone surrogate", crypto.createHash("md5").update("\ud800").digest("hex"));
console.log("typed array", crypto.createHash("md5").update(new Uint8Array([97, 98, 99])).digest("hex"));
console.log("Uint16Array", crypto.createHash("md5").update(new Uint16Array([0x6261, 0x63])).digest("hex"));
console.log("DataView", crypto.createHash("md5").update(new DataView(new Uint8Array([97, 98, 99]).buffer)).digest("hex"));
console.log("shake256 5", crypto.createHash("shake256", { outputLength: 5 }).update("abc").digest("hex"));
console.log("shake128 0", JSON.stringify(crypto.createHash("shake128", { outputLength: 0 }).digest("hex")));
console.log("shake128 40", crypto.createHash("shake128", { outputLength: 40 }).update("abc").digest("hex"));
console.log("sha256 outputLength 32", crypto.createHash("sha256", { outputLength: 32 }).digest("hex"));
const h = crypto.createHash("sha256").update("part one, ");
const c = h.copy();
console.log("original", h.update("ending A").digest("hex"));
console.log("copy", c.update("ending B").digest("hex"));
const buf = crypto.createHash("sha1").update("abc").digest();
console.log("digest() Buffer", Buffer.isBuffer(buf), buf.length, Array.from(buf).slice(0, 4).join(","));
const unk = crypto.createHash("md5").update("abc").digest("nonsense");
console.log("unknown output encoding gives a Buffer", Buffer.isBuffer(unk), unk.length);
console.log("ucs2 digest", crypto.createHash("md5").update("abc").digest("ucs2").length);
console.log("one-shot hash", crypto.hash("sha1", "abc"), crypto.hash("md5", "abc", "base64"));
const hb = crypto.hash("sha256", new Uint8Array([1, 2, 3]), "buffer");
console.log("one-shot buffer", Buffer.isBuffer(hb), hb.length);
console.log("update returns this", (() => { const x = crypto.createHash("md5"); return x.update("a") === x; })());
