// Checks node:crypto's errors for bad arguments: names, codes, messages and toString as Node prints them.
import crypto from "node:crypto";

function t(label, f) {
  try {
    const r = f();
    console.log(label, "->", typeof r);
  } catch (e) {
    console.log(label, "->", e.name, e.code, JSON.stringify(e.message), Object.keys(e).join(","), "|", String(e));
  }
}
t("unknown algorithm", () => crypto.createHash("nope"));
t("no algorithm", () => crypto.createHash());
t("numeric algorithm", () => crypto.createHash(5));
t("digest twice", () => { const h = crypto.createHash("md5"); h.digest(); h.digest(); });
t("update after digest", () => { const h = crypto.createHash("md5"); h.digest(); h.update("x"); });
t("copy after digest", () => { const h = crypto.createHash("md5"); h.digest("hex"); h.copy(); });
t("update(number)", () => crypto.createHash("md5").update(5));
t("update(ArrayBuffer)", () => crypto.createHash("md5").update(new ArrayBuffer(2)));
t("update(object)", () => crypto.createHash("md5").update({}));
t("odd hex", () => crypto.createHash("md5").update("abc", "hex"));
t("outputLength string", () => crypto.createHash("shake128", { outputLength: "5" }));
t("outputLength negative", () => crypto.createHash("shake128", { outputLength: -1 }));
t("outputLength not XOF", () => crypto.createHash("sha256", { outputLength: 5 }));
t("hmac no key", () => crypto.createHmac("sha256"));
t("hmac numeric key", () => crypto.createHmac("sha256", 5));
t("hmac bad digest", () => crypto.createHmac("nope", "k"));
t("hmac numeric digest", () => crypto.createHmac(1, "k"));
t("hash no data", () => crypto.hash("sha1"));
t("hash numeric data", () => crypto.hash("sha1", 5));
t("hash bad encoding", () => crypto.hash("sha1", "a", "bogus"));
t("hash bad algorithm", () => crypto.hash("nope", "a"));
t("hash numeric algorithm", () => crypto.hash(5, "a"));
t("timingSafeEqual lengths", () => crypto.timingSafeEqual(Buffer.from("ab"), Buffer.from("abc")));
t("timingSafeEqual string", () => crypto.timingSafeEqual("ab", Buffer.from("ab")));
t("timingSafeEqual second", () => crypto.timingSafeEqual(Buffer.from("ab"), null));
t("randomBytes(-1)", () => crypto.randomBytes(-1));
t("randomBytes('1')", () => crypto.randomBytes("1"));
t("randomBytes(NaN)", () => crypto.randomBytes(NaN));
t("randomBytes(2**31)", () => crypto.randomBytes(2 ** 31));
t("randomBytes bad callback", () => crypto.randomBytes(3, 5));
t("randomInt(10, 5)", () => crypto.randomInt(10, 5));
t("randomInt(3, 3)", () => crypto.randomInt(3, 3));
t("randomInt(1.5)", () => crypto.randomInt(1.5));
t("randomInt()", () => crypto.randomInt());
t("randomInt('x')", () => crypto.randomInt(5, "x"));
t("randomInt(2**48 + 10)", () => crypto.randomInt(2 ** 48 + 10));
t("randomInt(0, 2**48 + 1)", () => crypto.randomInt(0, 2 ** 48 + 1));
t("randomInt bad callback", () => crypto.randomInt(1, 5, 7));
t("randomUUID(5)", () => crypto.randomUUID(5));
t("getRandomValues(Float32Array)", () => crypto.getRandomValues(new Float32Array(2)));
t("getRandomValues(70000 bytes)", () => crypto.getRandomValues(new Uint8Array(70000)));
t("getRandomValues(5)", () => crypto.getRandomValues(5));
t("webcrypto getRandomValues()", () => crypto.webcrypto.getRandomValues());
t("detached getRandomValues", () => { const f = globalThis.crypto.getRandomValues; return f(new Uint8Array(2)); });
