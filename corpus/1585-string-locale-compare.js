// localeCompare orders as Node's default (ICU root) collation: letters
// before case, accents before case, punctuation before digits.
const words = ["b", "B", "a", "A", "á", "Á", "ä", "z", "Z", "1", "10", "2", "_", "-", " ", "!", "é", "e", "E", "résumé", "resume", "Resume", "ω", "Ω", "я", "Я", "abc", "ab", "aB", "Ab"];
console.log([...words].sort((x, y) => x.localeCompare(y)).join("|"));
console.log("a".localeCompare("B"), "a".localeCompare("A"), "A".localeCompare("a"), "a".localeCompare("a"));
console.log("é".localeCompare("e\u0301"), "".localeCompare("a"), "a".localeCompare(""));
