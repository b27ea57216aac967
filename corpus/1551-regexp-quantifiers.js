// Greedy and lazy quantifiers, bounded repetition, empty matches.
console.log(/a+/.exec("caaat")[0], /a+?/.exec("caaat")[0], /a*?b/.exec("aaab")[0]);
console.log(/<.*>/.exec("<a><b>")[0], /<.*?>/.exec("<a><b>")[0], /\d{2,3}/.exec("12345")[0], /\d{2,}?/.exec("12345")[0]);
console.log(/x{0}/.exec("x")[0] === "", /(ab){2}/.exec("ababab")[0], /a{3}/.test("aa"));
console.log("aaa".match(/a*/g), "abc".match(/x*/g), "".match(/a*/g));
console.log(/(a|ab)(c|bcd)(d*)/.exec("abcd"), /^(?:a|b)*$/.test("abba"));
