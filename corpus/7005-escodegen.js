// escodegen (CommonJS depending on three CommonJS packages: esprima, a UMD
// parser, estraverse and esutils, itself several small modules; the
// optional source-map dependency is not loaded): parses with esprima,
// transforms the tree with estraverse, and prints it back with escodegen's
// formatting options.
import escodegen from "escodegen";
import esprima from "esprima";
import estraverse from "estraverse";
import esutils from "esutils";

const source = "var answer = 6 * (3 + 4); function square(n) { return n * n } if (answer > 40) { console.log('big', square(answer)) } else console.log(\"small\"); var re = /a+b/g, obj = { 'quoted-key': [1, , 3], plain: null };";
const ast = esprima.parseScript(source, { range: true });
console.log(escodegen.generate(ast));
console.log(escodegen.generate(ast, { format: { compact: true, quotes: "double", semicolons: false } }));
console.log(escodegen.generate(ast, { format: { indent: { style: "\t" }, quotes: "auto", parentheses: false } }));

let renamed = 0;
const folded = estraverse.replace(ast, {
  enter(node) {
    if (node.type === "Identifier" && node.name === "answer") { renamed++; return { type: "Identifier", name: "result" }; }
    if (node.type === "BinaryExpression" && node.left.type === "Literal" && node.right.type === "Literal" && typeof node.left.value === "number") {
      const value = node.operator === "+" ? node.left.value + node.right.value : node.operator === "*" ? node.left.value * node.right.value : undefined;
      if (value !== undefined) return { type: "Literal", value };
    }
  },
  leave(node) {
    if (node.type === "BinaryExpression" && node.left.type === "Literal" && node.right.type === "Literal" && node.operator === "*") {
      return { type: "Literal", value: node.left.value * node.right.value };
    }
  },
});
console.log("renamed", renamed, "->", escodegen.generate(folded, { format: { compact: true } }));

const counts = {};
estraverse.traverse(ast, { enter(node) { counts[node.type] = (counts[node.type] || 0) + 1; if (node.type === "FunctionDeclaration") this.skip(); } });
console.log(JSON.stringify(counts));
console.log(esutils.keyword.isReservedWordES6("yield", true), esutils.keyword.isIdentifierNameES6("ñame"), esutils.code.isDecimalDigit(0x37), esutils.ast.isStatement({ type: "IfStatement" }));
console.log(escodegen.generate({ type: "BinaryExpression", operator: "-", left: { type: "Literal", value: 5 }, right: { type: "UnaryExpression", operator: "-", prefix: true, argument: { type: "Literal", value: 1 } } }));
try {
  esprima.parseScript("var = 1;");
} catch (e) {
  console.log(e.name + ":", e.message, e.lineNumber, e.index);
}
