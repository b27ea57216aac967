// Long strings with newlines split into '...' + lines in multi-line output.
const long = "line one is here\nline two is here\nline three is here and it is long enough";
console.log({ long });
console.log([long]);
console.log({ nested: { deeper: long } });
console.log(long);
console.log({ short: "a\nb" }, { exact: "x".repeat(16) + "\n" });
