// Escapes: \x, \u, \u{} with u, \c, \0, legacy octal and identity escapes.
console.log(/\x41/.test("A"), /\u0042/.test("B"), /\u{1F600}/u.test("\u{1F600}"), /\u{61}/.test("u".repeat(61)));
console.log(/\cJ/.test("\n"), /\cj/.test("\n"), /\c1/.test("\\c1"), /\0/.test("\0"));
console.log(/\101/.test("A"), /\8/.test("8"), /\a/.test("a"), /\-/.test("-"), /[\1]/.test("\u0001"));
console.log(/\t\n\v\f\r/.test("\t\n\v\f\r"), /\//.test("/"), /\$\^\.\*/.test("$^.*"));
console.log(/a{/.test("a{"), /a{1/.test("a{1"), /x}/.test("x}"), /]/.test("]"));
try { new RegExp("\\u{61}", "u").test("a") && console.log("u ok"); } catch (e) { console.log(e.message); }
try { new RegExp("\\a", "u"); } catch (e) { console.log(e.message); }
