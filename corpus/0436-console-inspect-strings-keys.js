// Checks how console.log quotes strings in containers and which object keys need quotes.
console.log(["plain", "it's", 'with "double"', "both ' \"", "back`tick ' \"", "\u0001ctrl", "é😀"]);
console.log({ valid_id: 1, $dollar: 2, _under: 3, "has space": 4, "kebab-case": 5, "123": 6, "1a": 7, "": 8, "é": 9, class: 10 });
console.log("top level strings are not quoted: 'x' \"y\"");
console.log(["line1\nline2", "tab\there", "back\\slash", "\x7f", "\u2028"]);
console.log({ s: "a".repeat(20) + "'" });
const long = "word ".repeat(20);
console.log({ long });
console.log([long.length]);
