// Invalid patterns throw SyntaxError with V8's messages.
const pats = ["(", ")", "a**", "[b-a]", "x{2,1}", "(?<a>x)(?<a>y)", "\\k<zz>(?<a>.)", "[", "\\", "(?x)", "+a", "a|*"];
for (const p of pats) {
  for (const f of ["", "u"]) {
    try { new RegExp(p, f); console.log(p, f, "ok"); }
    catch (e) { console.log(e.name + ": " + e.message); }
  }
}
for (const p of ["a{", "}", "]", "\\c", "\\u{41}", "\\1"]) {
  try { const r = new RegExp(p); console.log(JSON.stringify(p), "ok", r.test(p)); }
  catch (e) { console.log(e.message); }
}
