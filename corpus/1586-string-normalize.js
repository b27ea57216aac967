// String.prototype.normalize in all four forms.
const show = (s) => [...s].map((c) => c.codePointAt(0).toString(16)).join(" ");
for (const s of ["é", "e\u0301", "Å", "ǅ", "ﬁ", "①", "ά", "й", "한", "\u1100\u1161\u11a8", "ẛ̣", "x²", "½", "q\u0307\u0323"])
  console.log(show(s.normalize()), "|", show(s.normalize("NFD")), "|", show(s.normalize("NFKC")), "|", show(s.normalize("NFKD")));
console.log("é" === "e\u0301".normalize(), "abc".normalize("NFKD"));
try { "a".normalize("nfc"); } catch (e) { console.log(e.name, e.message); }
