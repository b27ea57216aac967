// An export named "module.exports" is what require() returns (Node 20.20):
// packages ship an ES module for require that gives a CommonJS-shaped value.
console.log("module-exports.mjs runs");
function makeCounter() {
  let n = 0;
  return () => ++n;
}
makeCounter.label = "counter factory";
export default makeCounter;
export { makeCounter as "module.exports" };
