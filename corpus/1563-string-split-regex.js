// split with regexes: captures included, limits, empty matches, unicode.
console.log("a, b,c ,d".split(/\s*,\s*/), "a1b2c3".split(/\d/), "a1b2c3".split(/(\d)/));
console.log("abc".split(/(?:)/), "".split(/,/), "".split(/(?:)/), "abc".split(/b/, 1), "a,b,c".split(/,/, 0));
console.log("one  two   three".split(/\s+/), "2024-01-02T03:04".split(/[-T:]/));
console.log("a\u{1F600}b".split(/(?:)/u).length, "a\u{1F600}b".split(/(?:)/).length);
console.log("test".split(/(t)?/), "abc".split(/(x)?/));
