// Checks hkdfSync and hkdf: the RFC 5869 vector, string and buffer inputs, ArrayBuffer results, the length limit and Node's argument errors.
import crypto from "node:crypto";
const hex = (b) => Array.from(new Uint8Array(b), (x) => x.toString(16).padStart(2, "0")).join("");
function t(label, f) {
  try {
    const r = f();
    console.log(label, r instanceof ArrayBuffer, hex(r));
  } catch (e) {
    console.log(label, "->", e.name, e.code, JSON.stringify(e.message), "|", String(e));
  }
}
t("rfc5869 1", () => crypto.hkdfSync("sha256", new Uint8Array(22).fill(0x0b), new Uint8Array([0,1,2,3,4,5,6,7,8,9,10,11,12]), new Uint8Array([0xf0,0xf1,0xf2,0xf3,0xf4,0xf5,0xf6,0xf7,0xf8,0xf9]), 42));
t("strings", () => crypto.hkdfSync("sha512", "key", "salt", "info", 64));
t("empty salt info", () => crypto.hkdfSync("sha1", "key", "", "", 20));
t("length 0", () => crypto.hkdfSync("sha256", "key", "s", "i", 0));
t("ArrayBuffer ikm", () => crypto.hkdfSync("sha256", new ArrayBuffer(4), "s", "i", 8));
t("too long", () => crypto.hkdfSync("sha256", "key", "s", "i", 255 * 32 + 1));
t("max", () => crypto.hkdfSync("sha1", "key", "s", "i", 255 * 20).byteLength && new ArrayBuffer(0));
t("bad digest", () => crypto.hkdfSync("nope", "key", "s", "i", 8));
t("numeric digest", () => crypto.hkdfSync(5, "key", "s", "i", 8));
t("numeric ikm", () => crypto.hkdfSync("sha256", 5, "s", "i", 8));
t("numeric salt", () => crypto.hkdfSync("sha256", "k", 5, "i", 8));
t("numeric info", () => crypto.hkdfSync("sha256", "k", "s", 5, 8));
t("negative length", () => crypto.hkdfSync("sha256", "k", "s", "i", -1));
t("string length", () => crypto.hkdfSync("sha256", "k", "s", "i", "8"));
t("fraction length", () => crypto.hkdfSync("sha256", "k", "s", "i", 1.5));
t("long info", () => crypto.hkdfSync("sha256", "k", "s", new Uint8Array(1025), 8));
crypto.hkdf("sha256", "key", "salt", "info", 16, (err, key) => console.log("async", err, key instanceof ArrayBuffer, hex(key)));
t("no callback", () => crypto.hkdf("sha256", "key", "salt", "info", 16));
