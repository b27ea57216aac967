// Checks UTF-16 semantics: length, indexing, charCodeAt and codePointAt with surrogate pairs.
const s = "a\u{1F600}b";
console.log(s.length, s[0], s[1] === "\ud83d", s[2] === "\ude00", s[3]);
console.log(s.charCodeAt(1), s.charCodeAt(2), s.codePointAt(1), s.codePointAt(2), s.charCodeAt(10));
console.log(s.codePointAt(1).toString(16), String.fromCharCode(0xd83d, 0xde00), String.fromCharCode(65, 66, 67));
console.log([..."\u{1F468}\u200D\u{1F469}"].length, "\u{1F468}\u200D\u{1F469}".length);
console.log("é".length, "e\u0301".length, "€".charCodeAt(0), "\0".length);
console.log(s.at(-1), s.charAt(1).length, s.slice(1, 3) === "\u{1F600}", s.split("").length);
console.log(JSON.stringify(s.charAt(1)), JSON.stringify("\udead"));
console.log(String.fromCharCode(0x10041), String.fromCharCode(-1).charCodeAt(0));
