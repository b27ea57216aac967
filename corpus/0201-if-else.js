// Checks if / else if / else chains and dangling else binding to the nearest if.
function classify(n) {
  if (n < 0) return "negative";
  else if (n === 0) return "zero";
  else if (n < 10) {
    return "small";
  } else {
    return "large";
  }
}
console.log([-5, 0, 3, 99].map(classify));
function dangling(a, b) {
  if (a)
    if (b) return "a and b";
    else return "a not b";
  return "not a";
}
console.log(dangling(true, true), dangling(true, false), dangling(false, true));
if (0) console.log("never"); else console.log("else of falsy 0");
