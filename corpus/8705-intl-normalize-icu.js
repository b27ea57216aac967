// String.prototype.normalize on ICU: the four forms over compatibility
// characters, Hangul, combining-mark ordering, astral characters and
// singletons; a string already normalized comes back unchanged.
const samples = ["café", "cafe\u0301", "ﬁ", "①", "Å", "Ω", "\u1E9B\u0323", "한국어", "\u1100\u1161\u11A8",
  "a\u0323\u0302", "a\u0302\u0323", "𝐀𝐁", "ｶﾞ", "x²", "\u00BD", "\uD800 lone", "ǅ", "Ⅻ"];
const hex = (s) => [...s].map((c) => c.codePointAt(0).toString(16).padStart(4, "0")).join(" ");
for (const s of samples) {
  console.log(JSON.stringify(s), ["NFC", "NFD", "NFKC", "NFKD"].map((f) => hex(s.normalize(f))).join(" | "));
}
console.log("cafe\u0301".normalize() === "café", "Å".normalize("NFD").length, "ascii only".normalize("NFKD"));
try {
  "x".normalize("nfc");
} catch (e) {
  console.log(e.name, e.message);
}
