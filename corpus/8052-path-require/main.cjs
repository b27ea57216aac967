// require('path'), require('node:path') and require('path/posix') give the
// path module; its functions work unbound.
const path = require("path");
const p2 = require("node:path");
const posix = require("path/posix");
const { join, extname } = require("path");
console.log(path === p2, posix === path, path.posix === path);
console.log(join("a", "b", "../c"), extname("x.y.z"));
console.log(["/a/b", "c/d"].map((p) => path.basename(p)));
console.log(posix.resolve("/r", "s"), posix.sep);
