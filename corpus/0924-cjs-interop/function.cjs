// module.exports is a function with a property: the default import is the function.
globalThis.order.push("function.cjs");
module.exports = function () {
  return "called";
};
module.exports.extra = "extra";
