// jsep ("type": "module" with "exports" import/require conditions): parses
// JavaScript expressions into trees; the program evaluates them over an
// environment and prints the trees in prefix form.
import jsep from "jsep";

const env = { x: 3, y: 4, name: "scr", list: [1, 2, 3], obj: { a: { b: 5 } }, max: Math.max, hyp: (a, b) => Math.sqrt(a * a + b * b) };
const binary = {
  "+": (a, b) => a + b, "-": (a, b) => a - b, "*": (a, b) => a * b, "/": (a, b) => a / b, "%": (a, b) => a % b,
  "==": (a, b) => a == b, "===": (a, b) => a === b, "!=": (a, b) => a != b, "<": (a, b) => a < b, ">": (a, b) => a > b,
  "<=": (a, b) => a <= b, ">=": (a, b) => a >= b, "&&": (a, b) => a && b, "||": (a, b) => a || b, "^": (a, b) => a ^ b,
};
function evaluate(node) {
  switch (node.type) {
    case "Literal": return node.value;
    case "Identifier": return env[node.name];
    case "BinaryExpression": return binary[node.operator](evaluate(node.left), evaluate(node.right));
    case "UnaryExpression": return node.operator === "-" ? -evaluate(node.argument) : node.operator === "!" ? !evaluate(node.argument) : +evaluate(node.argument);
    case "ConditionalExpression": return evaluate(node.test) ? evaluate(node.consequent) : evaluate(node.alternate);
    case "MemberExpression": { const o = evaluate(node.object); return o[node.computed ? evaluate(node.property) : node.property.name]; }
    case "CallExpression": return evaluate(node.callee)(...node.arguments.map(evaluate));
    case "ArrayExpression": return node.elements.map(evaluate);
    case "Compound": return node.body.map(evaluate).pop();
    default: throw new Error("cannot evaluate " + node.type);
  }
}
function prefix(node) {
  switch (node.type) {
    case "Literal": return node.raw;
    case "Identifier": return node.name;
    case "BinaryExpression": return `(${node.operator} ${prefix(node.left)} ${prefix(node.right)})`;
    case "UnaryExpression": return `(${node.operator} ${prefix(node.argument)})`;
    case "ConditionalExpression": return `(? ${prefix(node.test)} ${prefix(node.consequent)} ${prefix(node.alternate)})`;
    case "MemberExpression": return `(. ${prefix(node.object)} ${node.computed ? prefix(node.property) : node.property.name})`;
    case "CallExpression": return `(call ${[node.callee, ...node.arguments].map(prefix).join(" ")})`;
    case "ArrayExpression": return `[${node.elements.map(prefix).join(" ")}]`;
    case "Compound": return `(do ${node.body.map(prefix).join(" ")})`;
    default: return node.type;
  }
}
const exprs = ["1 + 2 * 3 - 4 / 2", "x * x + y * y === 25", "-x + +'2' * !0", "name + '-' + list[1]", "obj.a.b > 4 ? 'big' : 'small'",
  "max(x, y, 10) % 7", "hyp(x, y)", "[x, y, x + y][2]", "x, x ^ y", "x >= 3 && y < 4 || list.length == 3"];
for (const e of exprs) {
  const tree = jsep(e);
  let value;
  try { value = JSON.stringify(evaluate(tree)); } catch (err) { value = err.message; }
  console.log(e.padEnd(36), prefix(tree).padEnd(52), value);
}
jsep.addBinaryOp("**", 11, true);
jsep.addUnaryOp("#");
console.log(prefix(jsep("2 ** 3 ** 2")), prefix(jsep("#list + 1")));
for (const bad of ["1 +", "(x", "a b", "obj.", "[1, 2"]) {
  try { jsep(bad); console.log("parsed?", bad); } catch (e) { console.log(JSON.stringify(bad), e.message, e.index); }
}
