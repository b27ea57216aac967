// Checks string literal escapes and how console.log quotes strings containing quotes inside arrays.
console.log("tab:\t|newline:\\n|nul:" + "\0".length + "|hex:\x41|uni:\u00e9|brace:\u{1F600}");
console.log('single \'quoted\'', "double \"quoted\"", "mixed ' and \"");
console.log(["it's", 'say "hi"', `both ' and "`, "back`tick", "new\nline", "tab\t", "\\"]);
console.log({ "it's": 1, key: "it's" });
console.log("line continuation \
works");
console.log("\u2028\u2029".length, "\v\f\b".length, "\r\n".length);
