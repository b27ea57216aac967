// Checks common string methods: slicing, searching, case, trimming, padding, repeat and split.
const s = "  Hello, World  ";
const t = s.trim();
console.log(JSON.stringify([t, s.trimStart(), s.trimEnd()]));
console.log(t.toUpperCase(), t.toLowerCase(), t.length);
console.log(t.indexOf("o"), t.lastIndexOf("o"), t.indexOf("z"), t.includes("World"), t.startsWith("Hell"), t.endsWith("!"));
console.log(t.indexOf(""), t.indexOf("o", 5), t.startsWith("World", 7), t.endsWith("Hello", 5));
console.log(t.slice(7), t.slice(-5), t.slice(3, -3), t.substring(7, 3), t.substring(-1, 2), t.slice(4, 2));
console.log(t.charAt(0), t.charAt(99) === "", t.at(-1), t.at(99), t[99]);
console.log("ab".repeat(3), "x".repeat(0), "5".padStart(3, "0"), "5".padEnd(4, "ab"), "long".padStart(2), "a".padStart(6, "123"));
console.log("a,b,,c".split(","), "abc".split(""), "a b c".split(" ", 2), "".split(","), "".split(""), "abc".split());
console.log("a--b--c".split("--"), "x".concat(1, null, [2, 3]), "mississippi".split("ss"));
try {
  "x".repeat(-1);
} catch (e) {
  console.log(e.name, e.message);
}
