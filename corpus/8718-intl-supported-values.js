// Intl.supportedValuesOf: each key gives a sorted, duplicate-free list that
// holds the values every ICU has (the exact lists depend on the ICU
// version, so only their shape and well-known members are printed).
const expect = {
  calendar: ["gregory", "buddhist", "japanese", "islamic-umalqura", "iso8601"],
  collation: ["phonebk", "pinyin", "emoji"],
  currency: ["USD", "EUR", "JPY", "CHF"],
  numberingSystem: ["latn", "arab", "thai", "fullwide"],
  timeZone: ["UTC", "Europe/Paris", "America/New_York", "Asia/Tokyo"],
  unit: ["meter", "kilobyte", "percent", "fluid-ounce"],
};
for (const [key, members] of Object.entries(expect)) {
  const list = Intl.supportedValuesOf(key);
  const sorted = list.every((v, i) => i === 0 || list[i - 1] < v);
  console.log(key, Array.isArray(list), list.length > 3, sorted, members.map((m) => list.includes(m)).join(","));
}
console.log(Intl.supportedValuesOf("collation").includes("standard"), Intl.supportedValuesOf("collation").includes("search"));
console.log(Intl.supportedValuesOf("unit").length, Intl.supportedValuesOf("calendar").includes("gregorian"));
try {
  Intl.supportedValuesOf("language");
} catch (e) {
  console.log(e.name, e.message);
}
console.log(Object.getOwnPropertyNames(Intl));
