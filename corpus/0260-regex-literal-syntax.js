// Regex literals: Annex B syntax outside u mode (lone brackets, legacy
// octal, identity escapes, \c forms) and the flags' canonical order.
console.log(/]/.test("]"), /{/.test("{"), /a{,3}/.test("a{,3}"), /x{1/.test("x{1"));
console.log(/\1(a)/.exec("a"), /\8/.test("8"), /\07/.test("\x07"), /[\07]/.test("\x07"), /\k/.test("k"));
console.log(/\c/.test("\\c"), /[\c_]/.test("\x1f"), /\cJ/.test("\n"), /\q/.test("q"), /[\d-z]+/.exec("1-z"));
console.log(/(?=a)*/.test(""), /a{2}/g.flags, /x/ysmigd.flags, String(/\//), /[/]/.source);
console.log(/(?<a>x)\k<a>/.exec("xx").groups, /\u{61}/.test("a".repeat(61)), /\u{61}/u.test("a"));
