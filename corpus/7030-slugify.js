// slugify (the scoped, ESM-only package @sindresorhus/slugify, depending on
// two other ESM-only packages, @sindresorhus/transliterate and
// escape-string-regexp):
// turns titles in several scripts into URL slugs, with custom replacements
// and a counter for repeated slugs.
import slugify, { slugifyWithCounter } from "@sindresorhus/slugify";
import transliterate from "@sindresorhus/transliterate";

const titles = ["Hello World!", "I ♥ Dogs", "Déjà Vu & Crème Brûlée", "  --Leading and trailing--  ", "fooBar 123 $#%", "Привет мир", "Ærøskøbing Straße", "ÜBER cool", "C++ & C#"];
for (const t of titles) console.log(JSON.stringify(t).padEnd(34), slugify(t));
console.log(slugify("Foo Bar", { separator: "_" }), slugify("Foo Bar", { lowercase: false }), slugify("fooBar", { decamelize: false }));
console.log(slugify("I love 🦄 and ♥", { customReplacements: [["🦄", "unicorn"], ["♥", " love "]] }));
console.log(slugify("_private name_", { preserveLeadingUnderscore: true }), slugify("v1.2.3 release", { preserveCharacters: ["."] }));
const counter = slugifyWithCounter();
console.log(["Intro", "Intro", "Setup", "intro", "Intro!"].map((t) => counter(t)).join(" "));
counter.reset();
console.log(counter("Intro"), transliterate("Fußgängerübergänge"), transliterate("Ærø", { customReplacements: [["Æ", "AE!"]] }));
