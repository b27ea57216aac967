// The v flag (unicodeSets): nested classes, difference --, intersection &&,
// \q{...} strings (longest first), and its flag getters.
const re = /[\p{L}--[a-z]]+/v;
console.log(re.exec("abcDEFghi"), re.flags, re.unicodeSets, re.unicode);
console.log("xyzoeaq".match(/[[a-z]&&[aeiou]]+/gv));
console.log(/[\q{abc|d}x]+/v.exec("zzabcdxabq"), /^[\q{}]$/v.test(""));
console.log("ab ba a".match(/[\q{ab|a}]/gv), /[[a-z]--[aeiou]--x]+/v.exec("hello xyz"));
console.log(/[\p{ASCII}&&\p{L}&&[^a-m]]+/v.exec("abcNOP123"), /[^\d]/v.test("5"));
console.log(/[\q{KM}]/vi.test("km"), /[a-c]/vi.test("B"), /\p{Lu}/vi.test("a"));
console.log(new RegExp("[[0-9]--[5]]", "v").source, String(/[a&&b]/v));
for (const src of ["[a-z&&b]", "[a&&&b]", "[(]", "[a--]", "[^\\q{ab}]", "[a|]"]) {
  try { new RegExp(src, "v"); console.log(src, "ok"); } catch (e) { console.log(e.name); }
}
try { new RegExp("a", "uv"); } catch (e) { console.log(e.message); }
console.log(Object.getOwnPropertyNames(RegExp.prototype).includes("unicodeSets"), /x/.unicodeSets);
