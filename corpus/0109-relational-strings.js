// Checks relational operators on strings (code unit order) and mixed string/number comparisons.
console.log("a" < "b", "B" < "a", "abc" < "abd", "ab" < "abc", "" < "a");
console.log("10" < "9", 10 < 9, "10" < 9, 10 < "9");
console.log("Z" < "a", "a" > "Z", "\u00e9" > "z");
console.log("abc" >= "abc", "abc" <= "ab");
console.log([2] > 1, [1, 2] > 1, null >= 0, undefined >= 0);
console.log("a" < 1, "a" > 1, "1" == 1, true > false);
console.log(["b", "a", "B", "A", "10", "9", "1"].sort());
