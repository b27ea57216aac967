// The u flag: code points, surrogate pairs, \u{...}, property escapes.
const s = "a\u{1F600}b";
console.log(s.match(/./g).length, s.match(/./gu).length, /^.$/u.test("\u{1F600}"), /^.$/.test("\u{1F600}"));
console.log(/\u{1F600}/u.exec(s).index, /[\u{1F600}-\u{1F64F}]/u.test(s), /\uD83D\uDE00/u.test(s));
console.log("\u{1F600}x".split(/(?:)/u), "\u{1F600}x".split(""));
console.log("Gr\u00fc\u00dfe \u03b1\u03b2".match(/\p{L}+/gu), "a1\u0663".match(/\p{Nd}/gu));
console.log(/\p{Lu}/u.test("a"), /\P{Lu}/u.test("a"), /\p{Script=Greek}/u.test("\u03b1"));
console.log(/x/u.unicode, /x/.unicode);
