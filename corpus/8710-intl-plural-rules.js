// Intl.PluralRules: cardinal and ordinal categories per locale, digit
// options applied before selection, and an ordinal-suffix helper.
const nums = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 23, 101, 1.5, 0.5];
for (const loc of ["en", "fr", "ru", "ar", "ja", "pl", "cy"]) {
  const pr = new Intl.PluralRules(loc);
  console.log(loc.padEnd(3), nums.map((n) => `${n}:${pr.select(n)}`).join(" "));
  console.log("   ", pr.resolvedOptions().pluralCategories.join(","));
}
const ord = new Intl.PluralRules("en-US", { type: "ordinal" });
const suffix = { one: "st", two: "nd", few: "rd", other: "th" };
console.log([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map((n) => n + suffix[ord.select(n)]).join(" "));
console.log(new Intl.PluralRules("en", { minimumFractionDigits: 1 }).select(1), new Intl.PluralRules("en").select(1.0), new Intl.PluralRules("en", { maximumFractionDigits: 0 }).select(1.4));
console.log(new Intl.PluralRules().resolvedOptions());
console.log(new Intl.PluralRules("cy", { type: "ordinal" }).resolvedOptions());
console.log(Object.prototype.toString.call(ord), ord.select("2"), ord.select(-1), new Intl.PluralRules("en").select(NaN));
