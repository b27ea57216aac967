// acorn (dual package: `exports` with import/require conditions, ESM build
// dist/acorn.mjs): parses a small program, counts node types, walks the tree
// for declarations, reports syntax errors with their positions.
import { parse, tokenizer, version } from "acorn";

const source = `
import { readFile } from "./io.js";
const answer = 6 * 7;
let greeting = \`hello \${answer}\`;
function add(a, b = 1) { return a + b; }
class Point { #x = 0; constructor(x) { this.#x = x; } get x() { return this.#x; } }
export default async function* gen(list) { for await (const v of list) yield v?.name ?? "none"; }
label: for (const [k, v] of Object.entries({ a: 1 })) { if (k) continue label; }
`;

console.log("acorn major:", version.split(".")[0]);
const ast = parse(source, { ecmaVersion: 2022, sourceType: "module", locations: true });
console.log("program:", ast.type, ast.sourceType, "statements:", ast.body.length);

const counts = new Map();
function walk(node) {
  if (!node || typeof node.type !== "string") return;
  counts.set(node.type, (counts.get(node.type) || 0) + 1);
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object" && key !== "loc") walk(value);
  }
}
walk(ast);
const sorted = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
for (const [type, n] of sorted.slice(0, 12)) console.log(type.padEnd(26), n);
console.log("node types:", counts.size);

for (const stmt of ast.body) {
  const decl = stmt.declaration || stmt;
  const name = decl.id ? decl.id.name : decl.declarations ? decl.declarations.map(d => d.id.name).join(",") : "-";
  console.log(`line ${stmt.loc.start.line}: ${stmt.type} ${name}`);
}

const tokens = [...tokenizer("x = y ** 2 + 0x1F // c", { ecmaVersion: 2022 })];
console.log("tokens:", tokens.map(t => t.type.label + (t.value !== undefined ? "=" + t.value : "")).join(" "));

for (const bad of ["let = ;", "a => { return }}", "class { }", "`unterminated"]) {
  try {
    parse(bad, { ecmaVersion: 2022 });
    console.log("parsed?", bad);
  } catch (e) {
    console.log(e.name, e.message, "at", e.pos, e.loc.line + ":" + e.loc.column);
  }
}
