// Checks string comparison by UTF-16 code units, including surrogates versus BMP characters.
const words = ["b", "a", "B", "A", "\u00e9", "z", "\uffff", "\u{1F600}", "", "aa", "a a"];
console.log(words.slice().sort().map((w) => JSON.stringify(w)).join(" "));
console.log("\u{1F600}" < "\uffff", "\ud83d" < "\u{1F600}", "a" < "aa", "a a" < "aa");
const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
console.log(cmp("apple", "apricot"), cmp("pear", "peach"), cmp("same", "same"));
