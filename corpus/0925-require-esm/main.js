// require of ES modules (Node 20.20): the namespace, with __esModule added when there is a default export (unless the module exports __esModule), or the value of an export named "module.exports"; the graph runs on first require, once; a graph with top-level await is refused with ERR_REQUIRE_ASYNC_MODULE.
console.log("main: before require");
const withDefault = require("./with-default.mjs");
console.log(withDefault);
console.log(withDefault.default(), withDefault.twice(21), withDefault.__esModule);
const named = require("./named.mjs");
console.log(named, Object.keys(named));
console.log(require("./with-default.mjs") === withDefault, named.count());
try {
  require("./tla.mjs");
} catch (e) {
  console.log(e.code);
  console.log(e.message.split(__dirname).join("<dir>"));
}
const makeCounter = require("./module-exports.mjs");
const next = makeCounter();
console.log(typeof makeCounter, makeCounter.label, next(), next(), require("./module-exports.mjs") === makeCounter);
const own = require("./own-esmodule.mjs");
console.log(own, own.__esModule, own.default());
