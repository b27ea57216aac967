// Property escapes with Node's Unicode data: General_Category (short and
// long names), Script, Script_Extensions and the binary properties.
const sample = "Aa1 _-€∑αЖ中あア한😀\u0301\u200d٣";
const props = ["L", "Letter", "Lu", "Ll", "Nd", "digit", "P", "S", "Sc", "Sm", "Mn", "Cf", "Zs",
  "gc=Lo", "General_Category=Decimal_Number", "Script=Greek", "sc=Cyrl", "Script=Han", "sc=Hira",
  "scx=Kana", "Script_Extensions=Hiragana", "Script=Hangul", "scx=Arab", "sc=Zyyy", "sc=Inherited",
  "Alphabetic", "Alpha", "White_Space", "Emoji", "Emoji_Presentation", "ID_Start", "ID_Continue",
  "ASCII", "Any", "Assigned", "Uppercase", "Lowercase", "Math", "Dash", "Ideographic", "Join_Control",
  "Extended_Pictographic", "Changes_When_Casefolded", "Hex_Digit", "Diacritic"];
for (const p of props) {
  const re = new RegExp(`\\p{${p}}`, "gu");
  console.log(p.padEnd(32), JSON.stringify((sample.match(re) || []).join("")), JSON.stringify(sample.replace(new RegExp(`\\P{${p}}`, "gu"), "").length));
}
for (const bad of ["Foo", "sc=Foo", "Script_Extensions", "gc=Greek", "ascii", "L=Lu", "Lowercase_Letter=Ll"]) {
  try { new RegExp(`\\p{${bad}}`, "u"); console.log(bad, "ok"); } catch (e) { console.log(e.message); }
}
console.log(/\p{L}/.test("p{L}"), /[\p{Nd}a-c]+/u.exec("xx12ab9z"));
