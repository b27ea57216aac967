// Lookbehind of any length, matched right to left as V8 does: quantifiers
// inside a lookbehind are greedy from the right, and a backreference in
// a lookbehind refers to a group to its right.
console.log(/(?<=a+)b/.exec("xaaab"));
console.log(/(?<=(\d+)(\d+))$/.exec("1053"));
console.log(/(?<=(\d+?)(\d+?))$/.exec("1053"));
console.log(/(?<=\$\s*)\d+(\.\d\d)?/.exec("cost: $  42.50"));
console.log(/(?<!\$)\b\d+/.exec("$10 20"));
console.log(/(?<=\1(a))b/.exec("aab"), /(?<=(a)\1)b/.exec("aab"));
console.log(/(?<=^|,)\w+/g[Symbol.match]("ab,cd,,ef"));
console.log("price 10, cost 20, tax 3".match(/(?<=(?:price|cost) )\d+/g));
console.log(/(?<=([ab]+)([bc]+))$/.exec("abbbbbbc"));
console.log(/(?<=a(?=b)b)c/.exec("abc"), /(?<!(a))b/.exec("ab cb"));
console.log("2024-01-02".replace(/(?<=-)0/g, ""));
