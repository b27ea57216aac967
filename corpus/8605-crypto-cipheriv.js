// Checks createCipheriv and createDecipheriv: AES in CBC, CTR, ECB and GCM, ChaCha20(-Poly1305), 3DES; input and output encodings (UTF-8 output split across updates), padding, AAD and auth tags, getCiphers, and Node's errors.
import crypto from "node:crypto";
const hex = (b) => Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
const cat = (a, b) => { const r = new Uint8Array(a.length + b.length); if (a.length) r.set(a); if (b.length) r.set(b, a.length); return r; };
function t(label, f) {
  try {
    console.log(label, "ok", f());
  } catch (e) {
    console.log(label, "->", e.name, e.code, JSON.stringify(e.message), Object.keys(e).join(","), "|", String(e));
  }
}
const key = new Uint8Array(32).fill(1), key16 = new Uint8Array(16).fill(3);
const iv = new Uint8Array(16).fill(2), iv12 = new Uint8Array(12).fill(4);
t("cbc hex", () => { const c = crypto.createCipheriv("aes-256-cbc", key, iv); return c.update("hello world", "utf8", "hex") + c.final("hex"); });
t("cbc buffers", () => { const c = crypto.createCipheriv("aes-256-cbc", key, iv); const a = c.update("hello"); const b = c.final(); return [Buffer.isBuffer(a), a.length, b.length]; });
t("cbc round trip", () => {
  const c = crypto.createCipheriv("aes-256-cbc", key, iv);
  const ct = cat(c.update("hello world, a longer message over blocks"), c.final());
  const d = crypto.createDecipheriv("aes-256-cbc", key, iv);
  return d.update(ct, undefined, "utf8") + d.final("utf8");
});
t("utf8 split across blocks", () => {
  const c = crypto.createCipheriv("aes-128-ctr", key16, iv);
  const ct = cat(c.update("ééééééééééééééééé✓"), c.final());
  const d = crypto.createDecipheriv("aes-128-ctr", key16, iv);
  let out = "";
  for (let i = 0; i < ct.length; i += 5) out += d.update(ct.slice(i, i + 5), undefined, "utf8");
  return out + d.final("utf8");
});
t("base64 and latin1", () => { const c = crypto.createCipheriv("aes-128-cbc", key16, iv); return [c.update("abc", "latin1", "base64"), c.final("base64")]; });
t("hex input", () => { const c = crypto.createCipheriv("aes-128-ctr", key16, iv); return c.update("616263", "hex", "base64url") + c.final("base64url"); });
t("string key and iv", () => { const c = crypto.createCipheriv("aes-128-cbc", "0123456789abcdef", "fedcba9876543210"); return c.update("x", "utf8", "hex") + c.final("hex"); });
t("ecb null iv", () => { const c = crypto.createCipheriv("aes-128-ecb", key16, null); return c.update("abc", "utf8", "hex") + c.final("hex"); });
t("no padding", () => { const c = crypto.createCipheriv("aes-128-cbc", key16, iv); c.setAutoPadding(false); return c.update(new Uint8Array(16), undefined, "hex") + c.final("hex"); });
t("gcm", () => {
  const c = crypto.createCipheriv("aes-256-gcm", key, iv12);
  c.setAAD(new Uint8Array([1, 2, 3]));
  const ct = c.update("secret", "utf8", "base64") + c.final("base64");
  return [ct, hex(c.getAuthTag())];
});
t("gcm round trip", () => {
  const c = crypto.createCipheriv("aes-256-gcm", key, iv12);
  const ct = cat(c.update("secret"), c.final());
  const d = crypto.createDecipheriv("aes-256-gcm", key, iv12);
  d.setAuthTag(c.getAuthTag());
  return d.update(ct, null, "utf8") + d.final("utf8");
});
t("gcm 16-byte iv", () => { const c = crypto.createCipheriv("aes-128-gcm", key16, iv); c.update("x"); c.final(); return hex(c.getAuthTag()); });
t("gcm short tag", () => { const c = crypto.createCipheriv("aes-128-gcm", key16, iv12, { authTagLength: 8 }); c.final(); return c.getAuthTag().length; });
t("chacha20-poly1305", () => { const c = crypto.createCipheriv("chacha20-poly1305", key, iv12, { authTagLength: 16 }); return [c.update("abc", "utf8", "hex") + c.final("hex"), hex(c.getAuthTag())]; });
t("chacha20", () => { const c = crypto.createCipheriv("chacha20", key, iv); return c.update("abc", "utf8", "hex") + c.final("hex"); });
t("des-ede3-cbc", () => { const c = crypto.createCipheriv("des-ede3-cbc", new Uint8Array(24).fill(7), new Uint8Array(8)); return c.update("abc", "utf8", "hex") + c.final("hex"); });
t("upper-case name", () => { const c = crypto.createCipheriv("AES-128-CBC", key16, iv); return c.update("abc", "utf8", "hex") + c.final("hex"); });
t("getCiphers", () => { const l = crypto.getCiphers(); return [l.includes("aes-256-gcm"), l.includes("chacha20-poly1305"), l.includes("des-ede3-cbc"), [...l].sort().join() === l.join()]; });
t("bad key", () => crypto.createCipheriv("aes-256-cbc", new Uint8Array(5), iv));
t("bad iv", () => crypto.createCipheriv("aes-256-cbc", key, new Uint8Array(5)));
t("bad cipher", () => crypto.createCipheriv("nope", key, iv));
t("numeric cipher", () => crypto.createCipheriv(5, key, iv));
t("numeric key", () => crypto.createCipheriv("aes-128-cbc", 5, iv));
t("numeric iv", () => crypto.createCipheriv("aes-128-cbc", key16, 5));
t("final twice", () => { const c = crypto.createCipheriv("aes-256-cbc", key, iv); c.final(); c.final(); });
t("update after final", () => { const c = crypto.createCipheriv("aes-256-cbc", key, iv); c.final(); c.update("x"); });
t("update number", () => crypto.createCipheriv("aes-128-ctr", key16, iv).update(5));
t("bad decrypt", () => { const d = crypto.createDecipheriv("aes-256-cbc", key, iv); d.update(new Uint8Array(16)); return d.final(); });
t("wrong final block", () => { const c = crypto.createCipheriv("aes-256-cbc", key, iv); c.setAutoPadding(false); c.update("short"); return c.final(); });
t("gcm bad tag", () => { const d = crypto.createDecipheriv("aes-256-gcm", key, iv12); d.setAuthTag(new Uint8Array(16)); d.update(new Uint8Array([1, 2, 3])); return d.final(); });
t("getAuthTag before final", () => crypto.createCipheriv("aes-256-gcm", key, iv12).getAuthTag());
t("classes", () => [typeof crypto.Cipheriv, typeof crypto.Decipheriv, "setAuthTag" in crypto.createCipheriv("aes-256-gcm", key, iv12), crypto.createDecipheriv("aes-128-cbc", key16, iv) instanceof crypto.Decipheriv]);
