// bench/compile: a program that imports a large real library (acorn, from
// the repository's node_modules) and parses something with it.
import { parse, tokenizer } from "acorn";

const src = `
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
class Point { constructor(x, y) { this.x = x; this.y = y; } get len() { return Math.hypot(this.x, this.y); } }
const xs = [1, 2, 3].map((v) => v * 2);
for (const [k, v] of Object.entries({ a: 1, b: 2 })) console.log(k, v);
export default async function main() { await null; return "t" + xs.length; }
`;
const ast = parse(src, { ecmaVersion: 2022, sourceType: "module" });
const counts = {};
function walk(node) {
  if (!node || typeof node.type !== "string") return;
  counts[node.type] = (counts[node.type] || 0) + 1;
  for (const key of Object.keys(node)) {
    const v = node[key];
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") walk(v);
  }
}
walk(ast);
console.log(Object.keys(counts).sort().map((k) => `${k}=${counts[k]}`).join(" "));
let ntok = 0;
for (const t of tokenizer(src, { ecmaVersion: 2022 })) ntok++;
console.log("tokens", ntok, "body", ast.body.length);
