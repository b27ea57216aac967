// A backtrack stack deeper than V8's limit is a RangeError, as in V8;
// smaller ones just work.
try {
  console.log(/(a|b)*c/.exec("ab".repeat(250000) + "c")[0].length);
} catch (e) {
  console.log(e.name, e.message);
}
try {
  /(a|b)*c/.exec("a".repeat(5000000) + "c");
  console.log("matched");
} catch (e) {
  console.log(e.name, e.message);
}
