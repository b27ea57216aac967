// CommonJS basics: require of relative files with extension and index.js probing, module.exports replaced by a function or a class, exports.x, and the cache returning one instance.
const greet = require("./greet");
const { Counter, shared } = require("./lib");
const counterAgain = require("./lib/index.js");
const math = require("./math.js");

console.log(greet("world"), greet.length, typeof greet);
const c = new Counter(5);
c.bump();
c.bump();
console.log(c.value, c instanceof counterAgain.Counter, counterAgain === require("./lib"));
shared.hits++;
console.log(require("./lib").shared.hits, math.add(2, 3), math.mul(4, 5), Object.keys(math));
console.log(typeof require, typeof module, typeof exports, exports === module.exports);
console.log(__filename.slice(__dirname.length), __dirname.endsWith("0920-cjs-require-basics"));
// A module body runs once, however many times it is required.
require("./math.js");
require("./math");
console.log(math.loads());
