// A folder module: require("./lib") finds index.js; it requires a sibling by relative path.
const Counter = require("./counter");
exports.Counter = Counter;
exports.shared = { hits: 0 };
