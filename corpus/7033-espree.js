// espree (ESLint's parser: "type": "module", "exports" with import/require
// conditions; it depends on acorn, on acorn-jsx, a CommonJS plugin that
// requires acorn's CommonJS build, and on eslint-visitor-keys): tokenizes
// and parses modern JavaScript and JSX with comments and ranges.
import * as espree from "espree";

console.log("versions:", espree.latestEcmaVersion, espree.supportedEcmaVersions.slice(0, 4).join(","), typeof espree.version, espree.name);
const code = "// lead\nconst el = <div className=\"x\">{items.map(i => <Item key={i} />)}</div>; /* tail */ export default el;";
const ast = espree.parse(code, { ecmaVersion: 2022, sourceType: "module", ecmaFeatures: { jsx: true }, comment: true, range: true, loc: true, tokens: true });
console.log(ast.type, ast.body.map((s) => s.type).join(","), ast.range.join("-"));
console.log("comments:", ast.comments.map((c) => `${c.type}:${c.value.trim()}@${c.range[0]}`).join(" "));
console.log("tokens:", ast.tokens.length, ast.tokens.slice(0, 9).map((t) => `${t.type}(${t.value})`).join(" "));
const jsx = ast.body[0].declarations[0].init;
console.log(jsx.type, jsx.openingElement.name.name, jsx.openingElement.attributes.map((a) => a.name.name + "=" + a.value.value).join(","), jsx.children.length);

const toks = espree.tokenize("let x = 0x1F + 1_000 ?? y?.z;", { ecmaVersion: 2022 });
console.log(toks.map((t) => `${t.type}:${t.value}`).join(" "));
const keys = espree.VisitorKeys;
console.log("visitor keys:", keys.IfStatement.join(","), "|", keys.JSXElement.join(","), "|", Object.keys(keys).length > 80);

for (const [src, opts] of [["let let = 1;", { ecmaVersion: 2022 }], ["x => { await y }", { ecmaVersion: 2022, sourceType: "module" }], ["<a></b>", { ecmaVersion: 2022, ecmaFeatures: { jsx: true } }], ["class A { #x; #x; }", { ecmaVersion: 2022 }]]) {
  try {
    espree.parse(src, opts);
    console.log("parsed?", src);
  } catch (e) {
    console.log(e.name, e.message, e.lineNumber + ":" + e.column);
  }
}
