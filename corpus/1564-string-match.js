// String.prototype.match: non-global gives exec's result, global gives all matches or null.
console.log("The rain in SPAIN".match(/ain/g), "The rain in SPAIN".match(/ain/gi));
console.log("no match".match(/xyz/g), "no match".match(/xyz/));
const m = "version 1.2.3".match(/(\d+)\.(\d+)\.(\d+)/);
console.log(m[0], m[1], m[2], m[3], m.index);
console.log("abc".match("b"), "a.c".match("."), "aaa".match(/a*?/g));
console.log("x".match(), "x".match(undefined)[0] === "");
