// String quoting: single quotes, double when the text has ', backticks
// when it has both, escapes for control characters.
console.log(["plain", "it's", 'say "hi"', "both ' and \"", "all ' \" `", "tab\there", "nl\n", "\x00\x7f\u0085", "back\\slash"]);
console.log({ "key with space": 1, "it's": 2, valid_id: 3, $dollar: 4, "1abc": 5, 42: 6, "": 7 });
console.log(["\ud800", "\ud83d\ude00", "é"]);
