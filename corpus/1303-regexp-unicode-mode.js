// u mode matches code points: astral characters are one character, lone
// surrogates in the pattern and the subject match only each other, and an
// escaped pair is one code point.
console.log(/^.$/u.test("😀"), /^.$/.test("😀"), /^..$/.test("😀"));
console.log(/[\uD800-\uDFFF]/u.exec("x\uD800y"), /[\uD800-\uDFFF]/u.test("😀"));
console.log(/\uD83D/u.test("😀"), /\uD83D/.test("😀"), /\uD83D/u.test("\uD83D!"));
console.log(/\uD83D\uDE00/u.test("😀"), /\u{1F600}/u.exec("a😀b"), /[😀-😂]/u.test("😁"));
console.log("a😀b".split(/(?:)/u), "a😀b".split(""));
console.log("😀😀".replace(/(?:)/gu, "-"), "😀".replace(/(?:)/g, "-").length);
console.log([..."x😀y😀".matchAll(/\p{Emoji_Presentation}/gu)].map((m) => m.index));
const re = /\udc00/u; re.lastIndex = 1;
console.log(re.test("\ud800\udc00"), /^[^x]$/u.test("😀"), /\S/u.exec("😀")[0].length);
