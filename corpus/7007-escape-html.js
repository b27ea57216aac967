// escape-html (CommonJS, one index.js with no "main"): escapes text for
// HTML, building a small page from untrusted strings.
import escapeHtml from "escape-html";

const rows = [
  { name: "Ada <admin>", note: 'says "hi" & leaves' },
  { name: "O'Brien", note: "<script>alert(1)</script>" },
  { name: "plain", note: "nothing to escape" },
];
const html = ["<table>"];
for (const r of rows) html.push(`  <tr><td title="${escapeHtml(r.name)}">${escapeHtml(r.name)}</td><td>${escapeHtml(r.note)}</td></tr>`);
html.push("</table>");
console.log(html.join("\n"));
console.log(escapeHtml(""), escapeHtml(42), escapeHtml("a&&b>>c"), escapeHtml("×é✓ unchanged"));
