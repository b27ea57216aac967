// replaceAll: strings and global regexes; a non-global regex throws.
console.log("a.b.c".replaceAll(".", "-"), "aaa".replaceAll("a", "$&$&"), "abc".replaceAll("", "_"));
console.log("a1b2c3".replaceAll(/\d/g, (d) => d * 2), "xyx".replaceAll(/x/g, "$`"));
try { "abc".replaceAll(/b/, "x"); } catch (e) { console.log(e.name + ": " + e.message); }
console.log("aXbXc".replaceAll(new RegExp("x", "gi"), "-"));
