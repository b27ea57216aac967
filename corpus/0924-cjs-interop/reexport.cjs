// module.exports = require(...) re-exports the required module's names.
globalThis.order.push("reexport.cjs");
module.exports = require("./shared.cjs");
module.exports.own = "own";
