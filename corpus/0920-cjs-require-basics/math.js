// Adds to the exports object; counts how often its body runs.
let loads = 0;
loads++;
exports.add = (a, b) => a + b;
exports.mul = function (a, b) {
  return a * b;
};
exports.loads = () => loads;
