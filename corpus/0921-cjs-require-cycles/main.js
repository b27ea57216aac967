// require cycles: a module required while it is still loading gives its partly filled exports; functions defined later are usable once loading ends.
console.log("main: start");
const a = require("./a");
const b = require("./b");
console.log("main: a.done =", a.done, "b.done =", b.done);
console.log("main:", a.callB(), b.callA());
console.log("main: seenByB =", b.seenByB);
