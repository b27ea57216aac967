// estree-walker (ESM only, "exports" with an import condition and
// "module" field): walks trees parsed by acorn, synchronously and
// asynchronously, collecting scopes, skipping subtrees and replacing nodes.
import { walk, asyncWalk } from "estree-walker";
import { parse } from "acorn";

const code = "function outer(a) { const b = a * 2; function inner(c) { return b + c; } return inner(1) + 42; } const x = outer(3) + 42; if (x > 42) console.log(x);";
const ast = parse(code, { ecmaVersion: 2022 });
let depth = 0;
const lines = [];
walk(ast, {
  enter(node, parent, key) {
    if (node.type === "FunctionDeclaration") lines.push(`${"  ".repeat(depth++)}function ${node.id.name}(${node.params.map((p) => p.name).join(", ")}) in ${parent.type}.${key}`);
    if (node.type === "Identifier" && parent && parent.type !== "FunctionDeclaration") lines.push(`${"  ".repeat(depth)}ref ${node.name}`);
    if (node.type === "IfStatement") this.skip();
  },
  leave(node) {
    if (node.type === "FunctionDeclaration") depth--;
  },
});
console.log(lines.join("\n"));

let replaced = 0;
walk(ast, {
  enter(node) {
    if (node.type === "Literal" && node.value === 42) {
      this.replace({ type: "Literal", value: 0, raw: "0" });
      replaced++;
    }
    if (node.type === "VariableDeclaration" && node.kind === "const" && node.declarations[0].id.name === "x") this.remove();
  },
});
const literals = [];
walk(ast, { enter(node) { if (node.type === "Literal") literals.push(node.raw); } });
console.log("replaced:", replaced, "literals now:", literals.join(","), "statements:", ast.body.length);

const visited = [];
await asyncWalk(ast, {
  async enter(node) {
    await null;
    if (node.type.endsWith("Statement")) visited.push(node.type);
  },
});
console.log("async statements:", visited.join(" "));
