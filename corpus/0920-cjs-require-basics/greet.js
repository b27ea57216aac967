// Replaces module.exports with a function.
module.exports = function greet(name) {
  return `hello, ${name}`;
};
