// Checks String() conversion of every kind of value, including symbols, arrays and functions.
console.log(String(123), String(-1.5), String(1e21), String(1e-7), String(NaN), String(-0));
console.log(String(null), String(undefined), String(true));
console.log(String([1, [2, 3]]), String([]), String([null, undefined]), String({}));
console.log(String(Symbol("desc")), String(Symbol()));
console.log(String(function named(a) { return a; }));
console.log(String((x) => x * 2));
console.log(String(class K { m() {} }));
try {
  "" + Symbol("no");
} catch (e) {
  console.log(e.name, e.message);
}
try {
  `${Symbol("tmpl")}`;
} catch (e) {
  console.log(e.message);
}
