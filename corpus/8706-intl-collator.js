// Intl.Collator and localeCompare with locales and options: per-locale
// order (Swedish, German), numeric collation, sensitivity levels,
// caseFirst, ignorePunctuation and resolvedOptions.
const words = ["z", "a", "ä", "Ä", "b", "ö", "o", "Z", "10", "9", "2", "é", "e", "E", "co-op", "coop", "Coop", "ß", "ss"];
const sorted = (loc, opts) => [...words].sort(new Intl.Collator(loc, opts).compare).join(" ");
console.log(sorted());
console.log(sorted("sv"));
console.log(sorted("de"));
console.log(sorted("en", { numeric: true }));
console.log(sorted("en", { caseFirst: "upper" }));
console.log(sorted("en", { ignorePunctuation: true }));
for (const sensitivity of ["base", "accent", "case", "variant"]) {
  const c = new Intl.Collator("en", { sensitivity });
  console.log(sensitivity, c.compare("a", "A"), c.compare("a", "á"), c.compare("a", "b"), c.compare("résumé", "Resume"));
}
console.log("ä".localeCompare("z", "de"), "ä".localeCompare("z", "sv"), "a".localeCompare("A", "en", { sensitivity: "base" }));
console.log(["item 10", "item 2", "Item 1"].sort((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: "base" })));
console.log(new Intl.Collator().resolvedOptions());
console.log(new Intl.Collator("de", { usage: "search", sensitivity: "base", numeric: true, caseFirst: "lower" }).resolvedOptions());
const c = new Intl.Collator();
console.log(c.compare.length, c.compare.name === "", c.compare === c.compare, Object.prototype.toString.call(c));
