// Checks catch parameter scoping and var declarations inside catch blocks and loops.
var e = "outer e";
try {
  throw "thrown";
} catch (e) {
  console.log("catch param:", e);
  var inCatch = "declared in catch";
}
console.log(e, inCatch);
try {
  throw 1;
} catch {
  console.log("optional catch binding");
}
for (var n = 0; n < 2; n++) {
  var lastSeen = n;
}
console.log(n, lastSeen);
let w = 0;
while (w < 3) {
  var inWhile = w * 2;
  w++;
}
console.log(inWhile);
