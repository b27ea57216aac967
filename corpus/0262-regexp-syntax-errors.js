// RegExp syntax errors carry V8's messages under each flag set (the
// engine's parser is the checker): assertions take no quantifier, a
// quantified lookbehind, group names with \u escapes and ID_Start/
// ID_Continue rules, duplicate and missing names (the latter reported
// after the whole pattern), class escapes, property names in classes,
// v-mode set operations and nested classes.
const cases = [
  ["^*", ""], ["^*", "u"], ["\\b+", "u"], ["$?", "v"], ["^{2,1}", ""], ["^{", "u"],
  ["(?<=a)*", ""], ["(?<=a){1,2}", "u"], ["(?=a)*", "u"], ["(?=a)*", ""],
  ["(?<a\\u0062>x)\\k<ab>", ""], ["(?<\\u{1d4d1}>x)", ""], ["(?<\u200c>x)", ""],
  ["(?<a\u200c>x)", ""], ["(?<a>x)(?<a>y)", ""], ["(?<a>x)|(?<a>y)", ""],
  ["\\k<b>(?<a>x)", ""], ["\\k<b>(?<a>x)(", ""], ["\\k<", "u"], ["\\k", "u"], ["\\k", ""],
  ["[\\k<a>](?<a>x)", ""], ["[\\k]", "u"], ["[\\8]", "u"], ["[\\1]", "u"], ["[\\01]", "u"],
  ["\\c", "u"], ["[\\,]", "u"], ["[\\p{Foo}]", "u"], ["\\p{Foo}", "u"], ["[\\p{L}-a]", "u"],
  ["[(]", "v"], ["[a-]", "v"], ["[a-c-e]", "v"], ["[\\d-a]", "v"], ["[ab--c]", "v"],
  ["[a&&&b]", "v"], ["[[a]-", "v"], ["[\\q{a(}]", "v"], ["[^\\q{ab}--\\q{ab}]", "v"],
  ["[^[\\q{ab}]&&a]", "v"], ["[\\q{a}-b]", "v"], ["[a--[b]]", "v"], ["x{2,1}", "y"],
];
for (const [p, f] of cases) {
  try {
    const re = new RegExp(p, f);
    console.log("ok", String(re));
  } catch (e) {
    console.log(e.name + ": " + e.message);
  }
}
const m = /(?<a\u0062>x)(?<\u{1d4d1}>y)/.exec("xy");
console.log(Object.keys(m.groups), m.groups.ab, m.groups["\u{1d4d1}"]);
console.log(/[[a-z]--[aeiou]]+/v.exec("bcde")[0], /[\q{abc|d}&&\q{abc}]/v.exec("xabc")[0]);
