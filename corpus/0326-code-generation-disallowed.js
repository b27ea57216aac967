// @env: NODE_OPTIONS=--disallow-code-generation-from-strings
// Code from a string: eval of a string and the Function constructors. scr
// compiles ahead of time and cannot run them; it throws what Node throws
// when code generation from strings is disallowed (this program runs Node
// with that flag, so the two agree). Libraries probe and catch, as
// get-intrinsic does for the AsyncFunction constructor.
const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;
const GeneratorFunction = Object.getPrototypeOf(function* () {}).constructor;
const AsyncGeneratorFunction = Object.getPrototypeOf(async function* () {}).constructor;
const attempts = [
  ["eval", () => eval("1 + 1")],
  ["indirect eval", () => (0, eval)("2")],
  ["eval of an empty string", () => eval("")],
  ["Function", () => Function("return 1")],
  ["new Function", () => new Function("a", "b", "return a + b")],
  ["Function of nothing", () => new Function()],
  ["AsyncFunction", () => new AsyncFunction("await 1")],
  ["GeneratorFunction", () => GeneratorFunction("yield 1")],
  ["AsyncGeneratorFunction", () => new AsyncGeneratorFunction("yield 1")],
  ["Function.prototype.constructor", () => (() => {}).constructor("return 3")],
];
for (const [name, attempt] of attempts) {
  try {
    attempt();
    console.log(name, "ran");
  } catch (e) {
    console.log(`${name}: ${e.name}: ${e.message}`, e instanceof EvalError, e.constructor === EvalError);
  }
}

function getEvalledConstructor(expressionSyntax) {
  try {
    return Function('"use strict"; return (' + expressionSyntax + ").constructor;")();
  } catch (e) {
    return undefined;
  }
}
console.log(getEvalledConstructor("async function () {}"));

// A caught EvalError is an ordinary error object.
try {
  eval("x");
} catch (e) {
  console.log(String(e), e.stack.split("\n")[0], Object.keys(e));
}
