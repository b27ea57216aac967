// Checks split with separators at the edges, limits, multi-character separators and round trips with join.
console.log(",a,,b,".split(","), ",a,,b,".split(",", 3), "abc".split("", 2), "abc".split("", 0));
console.log("a||b||".split("||"), "||".split("||"), "aaa".split("aa"), "abc".split("abc"));
console.log("a,b".split(undefined), "a b".split(" ", -1), "a b c".split(" ", 1.9));
console.log("x-y-z".split("-").join("+"), [].join(), [undefined].join(), [[1, 2], [3]].join(";"));
const csv = "name,age\nann,30\nbob,25";
const rows = csv.split("\n").map((line) => line.split(","));
console.log(rows, rows.map((r) => r.join("\t")).join("\n"));
console.log("😀😀".split(""), "😀😀".split("").length);
