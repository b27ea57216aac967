// astring (dual: "exports" with import/require conditions): generates
// JavaScript from ESTree trees, here trees parsed by acorn and trees built by
// hand, with a custom generator that renames identifiers.
import { generate, GENERATOR } from "astring";
import { parse } from "acorn";

const source = "const f = (a, b = 2) => { if (a > b) { return a ** 2; } else return [a, ...[b]]; }; for (let i = 0; i < 3; i++) console.log(`i=${i}`); class A extends B { static #p = 1; m() { return super.m?.(); } }";
const ast = parse(source, { ecmaVersion: 2022, sourceType: "module" });
console.log(generate(ast));
console.log(generate(ast, { indent: "    ", lineEnd: "\n" }).split("\n").length, "lines");

const handmade = {
  type: "Program",
  sourceType: "module",
  body: [{
    type: "ExpressionStatement",
    expression: {
      type: "CallExpression",
      callee: { type: "MemberExpression", object: { type: "Identifier", name: "console" }, property: { type: "Identifier", name: "log" }, computed: false },
      arguments: [
        { type: "BinaryExpression", operator: "*", left: { type: "BinaryExpression", operator: "+", left: { type: "Literal", value: 1 }, right: { type: "Literal", value: 2 } }, right: { type: "Literal", value: 3 } },
        { type: "Literal", value: "it's" },
      ],
    },
  }],
};
console.log(generate(handmade));

const renamed = Object.assign({}, GENERATOR, {
  Identifier(node, state) {
    state.write(node.name.length === 1 ? node.name.toUpperCase() : node.name);
  },
});
console.log(generate(parse("let a = b + c * d; function g(x) { return x; }", { ecmaVersion: 2022 }), { generator: renamed }));
const roundTrip = generate(parse(generate(ast), { ecmaVersion: 2022, sourceType: "module" }));
console.log("round trip stable:", roundTrip === generate(ast));
