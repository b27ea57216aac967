// Checks the shapes of node:crypto's random values (never the values): randomBytes sync and async, randomInt ranges, randomUUID format, getRandomValues and the global crypto, timingSafeEqual.
import crypto from "node:crypto";

const b = crypto.randomBytes(16);
console.log("randomBytes", Buffer.isBuffer(b), b.length);
console.log("randomBytes(0)", crypto.randomBytes(0).length);
let differ = false;
for (let i = 0; i < 5 && !differ; i++) differ = !crypto.timingSafeEqual(crypto.randomBytes(16), crypto.randomBytes(16));
console.log("two draws differ", differ);
let inRange = true;
const seen = new Set();
for (let i = 0; i < 2000; i++) {
  const n = crypto.randomInt(3, 8);
  if (!Number.isInteger(n) || n < 3 || n >= 8) inRange = false;
  seen.add(n);
}
console.log("randomInt(3, 8) in range", inRange, "all five seen", seen.size === 5);
const m = crypto.randomInt(10);
console.log("randomInt(10)", Number.isInteger(m) && m >= 0 && m < 10);
const neg = crypto.randomInt(-5, -4);
console.log("randomInt(-5, -4)", neg);
const uuidRe = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
console.log("randomUUID", uuidRe.test(crypto.randomUUID()), crypto.randomUUID() !== crypto.randomUUID());
console.log("randomUUID options", uuidRe.test(crypto.randomUUID({ disableEntropyCache: true })));
console.log("global randomUUID", uuidRe.test(globalThis.crypto.randomUUID()));
for (const T of [Uint8Array, Int8Array, Uint16Array, Int32Array, Uint32Array, BigInt64Array, Uint8ClampedArray]) {
  const a = new T(8);
  const r = crypto.getRandomValues(a);
  console.log("getRandomValues", T.name, r === a, r.length);
}
const g = new Uint32Array(4);
console.log("global getRandomValues", globalThis.crypto.getRandomValues(g) === g);
console.log("webcrypto is the global", crypto.webcrypto === globalThis.crypto);
console.log("64 KiB is allowed", crypto.getRandomValues(new Uint8Array(65536)).length);
const f = new Uint8Array(10);
console.log("randomFillSync", crypto.randomFillSync(f) === f);
console.log("timingSafeEqual", crypto.timingSafeEqual(Buffer.from("abc"), Buffer.from("abc")),
  crypto.timingSafeEqual(Buffer.from("abc"), Buffer.from("abd")),
  crypto.timingSafeEqual(new Uint8Array(0), new Uint8Array(0)),
  crypto.timingSafeEqual(new Uint16Array([1]), new Uint8Array([1, 0])));
const hashes = crypto.getHashes();
console.log("getHashes", Array.isArray(hashes), ["md5", "sha1", "sha256", "sha512", "sha3-256", "shake256"].every((h) => hashes.includes(h)),
  hashes.includes("md4"), [...hashes].sort().join() === hashes.join());
crypto.randomBytes(8, (err, buf) => {
  console.log("async randomBytes", err, Buffer.isBuffer(buf), buf.length);
});
crypto.randomInt(5, (err, n) => {
  console.log("async randomInt", err, Number.isInteger(n) && n >= 0 && n < 5);
});
console.log("sync code first");
