// Checks block-level function declarations in strict mode: visible only inside the block, hoisted within it.
{
  console.log(inBlock());
  function inBlock() {
    return "called inside block";
  }
}
console.log(typeof inBlock);
if (true) {
  function g() { return 1; }
  console.log(g());
}
console.log(typeof g);
function outer() {
  function g() { return "outer g"; }
  {
    function g() { return "inner g"; }
    console.log(g());
  }
  return g();
}
console.log(outer());
