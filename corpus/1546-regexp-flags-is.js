// The i, m and s flags.
console.log(/hello/i.test("HeLLo"), /[a-z]+/i.exec("ABC")[0], /ß/i.test("ß"), /é/i.test("É"));
console.log(/^b$/.test("a\nb"), /^b$/m.test("a\nb"), /^b/m.exec("a\r\nb").index, /a$/m.test("a\u2028b"));
console.log(/a.b/.test("a\nb"), /a.b/s.test("a\nb"), /a.b/.test("a\rb"), /a.b/.test("a\tb"));
console.log("x\ny\nz".match(/^\w$/gm), "line1\nline2".replace(/$/gm, ";"));
console.log(/./s.dotAll, /./.dotAll, /./m.multiline);
