// Checks crypto.subtle.digest: SHA-1/256/384/512 by name or { name }, ArrayBuffer results, the rejections Node gives for bad arguments, and how crypto and crypto.subtle print.
const hex = (b) => Array.from(new Uint8Array(b), (x) => x.toString(16).padStart(2, "0")).join("");

for (const a of ["SHA-1", "sha-256", { name: "SHA-384" }, "SHA-512"]) {
  const d = await crypto.subtle.digest(a, new Uint8Array([97, 98, 99]));
  console.log(JSON.stringify(a), d instanceof ArrayBuffer, d.byteLength, hex(d));
}
const t = async (l, f) => { try { console.log(l, await f()); } catch (e) { console.log(l, e.name, e.code, JSON.stringify(e.message), String(e)); } };
await t("md5", () => crypto.subtle.digest("MD5", new Uint8Array(1)));
await t("no data", () => crypto.subtle.digest("SHA-1"));
await t("string data", () => crypto.subtle.digest("SHA-1", "abc"));
await t("no args", () => crypto.subtle.digest());
await t("num alg", () => crypto.subtle.digest(5, new Uint8Array(1)));
await t("obj no name", () => crypto.subtle.digest({}, new Uint8Array(1)));
await t("arraybuffer", async () => hex(await crypto.subtle.digest("SHA-1", new ArrayBuffer(2))));
await t("dataview", async () => hex(await crypto.subtle.digest("SHA-1", new DataView(new ArrayBuffer(2)))));
console.log(typeof crypto.subtle, Object.prototype.toString.call(crypto.subtle), crypto.subtle === (await import("node:crypto")).webcrypto.subtle);
const p = crypto.subtle.digest("SHA-1", new Uint8Array(0)); console.log(p instanceof Promise);
await t("detached", () => { const f = crypto.subtle.digest; return f("SHA-1", new Uint8Array(1)); });
console.log(crypto, crypto.subtle, Object.keys(crypto), Object.prototype.toString.call(crypto));
