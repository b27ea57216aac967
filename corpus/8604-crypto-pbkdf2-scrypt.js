// Checks pbkdf2Sync, pbkdf2, scryptSync and scrypt against known vectors, their option names and defaults, and their argument errors.
import crypto from "node:crypto";

const hex = (b) => Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
function t(label, f) {
  try {
    console.log(label, hex(f()));
  } catch (e) {
    console.log(label, "->", e.name, e.code, JSON.stringify(e.message), "|", String(e));
  }
}
t("pbkdf2 sha1 1", () => crypto.pbkdf2Sync("password", "salt", 1, 20, "sha1"));
t("pbkdf2 sha1 4096", () => crypto.pbkdf2Sync("password", "salt", 4096, 20, "sha1"));
t("pbkdf2 sha256", () => crypto.pbkdf2Sync("passwordPASSWORDpassword", "saltSALTsaltSALTsaltSALTsaltSALTsalt", 4096, 40, "sha256"));
t("pbkdf2 sha512 bytes", () => crypto.pbkdf2Sync(new Uint8Array([1, 2, 3]), Buffer.from("salt"), 2, 16, "SHA512"));
t("pbkdf2 empty", () => crypto.pbkdf2Sync("", "", 1, 8, "md5"));
t("pbkdf2 keylen 0", () => crypto.pbkdf2Sync("a", "b", 1, 0, "sha1"));
t("scrypt defaults", () => crypto.scryptSync("password", "salt", 16));
t("scrypt rfc7914", () => crypto.scryptSync("password", "NaCl", 64, { N: 1024, r: 8, p: 16 }));
t("scrypt long names", () => crypto.scryptSync("pw", "salt", 16, { cost: 16, blockSize: 1, parallelization: 1 }));
t("scrypt zero means default", () => crypto.scryptSync("pw", "salt", 8, { N: 0, r: 0, p: 0 }));
t("pbkdf2 iterations 0", () => crypto.pbkdf2Sync("pw", "salt", 0, 20, "sha1"));
t("pbkdf2 keylen -1", () => crypto.pbkdf2Sync("pw", "salt", 1, -1, "sha1"));
t("pbkdf2 bad digest", () => crypto.pbkdf2Sync("pw", "salt", 1, 20, "nope"));
t("pbkdf2 no digest", () => crypto.pbkdf2Sync("pw", "salt", 1, 20));
t("pbkdf2 numeric password", () => crypto.pbkdf2Sync(5, "salt", 1, 20, "sha1"));
t("pbkdf2 string iterations", () => crypto.pbkdf2Sync("pw", "salt", "1", 20, "sha1"));
t("pbkdf2 fractional iterations", () => crypto.pbkdf2Sync("pw", "salt", 1.5, 20, "sha1"));
t("pbkdf2 no callback", () => crypto.pbkdf2("pw", "salt", 1, 20, "sha1"));
t("scrypt N not a power of two", () => crypto.scryptSync("pw", "salt", 16, { N: 1000 }));
t("scrypt memory", () => crypto.scryptSync("pw", "salt", 16, { N: 2 ** 20 }));
t("scrypt N and cost", () => crypto.scryptSync("pw", "salt", 16, { N: 16, cost: 16 }));
t("scrypt negative r", () => crypto.scryptSync("pw", "salt", 16, { r: -1 }));
t("scrypt keylen", () => crypto.scryptSync("pw", "salt", -1));
t("scrypt salt", () => crypto.scryptSync("pw", {}, 8));
crypto.pbkdf2("password", "salt", 1, 20, "sha1", (err, key) => {
  console.log("async pbkdf2", err, hex(key));
  crypto.scrypt("password", "salt", 16, (err, key) => {
    console.log("async scrypt", err, hex(key));
    crypto.scrypt("pw", "salt", 8, { N: 16 }, (err, key) => console.log("async scrypt options", err, hex(key)));
  });
});
console.log("sync code first");
