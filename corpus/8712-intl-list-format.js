// Intl.ListFormat: conjunction, disjunction and unit lists in each style,
// several locales, any iterable of strings, and formatToParts.
const items = ["apples", "bananas", "cherries"];
for (const type of ["conjunction", "disjunction", "unit"]) {
  for (const style of ["long", "short", "narrow"]) {
    const lf = new Intl.ListFormat("en", { type, style });
    console.log(type, style, "|", lf.format(items), "|", lf.format(["a", "b"]), "|", lf.format(["solo"]), "|", JSON.stringify(lf.format([])));
  }
}
for (const loc of ["de", "fr", "es", "ja", "zh"]) console.log(loc, new Intl.ListFormat(loc).format(items), "/", new Intl.ListFormat(loc, { type: "disjunction" }).format(items));
console.log(new Intl.ListFormat("en").format(new Set(["x", "y", "z"])), new Intl.ListFormat("en").format("abc"));
console.log(new Intl.ListFormat("en").formatToParts(items));
console.log(new Intl.ListFormat("en-GB", { type: "disjunction" }).resolvedOptions(), new Intl.ListFormat().resolvedOptions());
