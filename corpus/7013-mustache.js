// mustache (dual: "exports" gives mustache.mjs to import and mustache.js to
// require): renders logic-less templates with sections, inverted sections,
// partials, escaping and custom delimiters.
import Mustache from "mustache";

const template = `Hello {{name}}!
{{#items}}
- {{title}}: {{price}}{{#onSale}} (sale){{/onSale}}
{{/items}}
{{^items}}No items.{{/items}}
Escaped: {{html}} Raw: {{{html}}} {{&html}}
{{> footer}}`;
const view = {
  name: "Ada",
  html: "<b>&</b>",
  items: [
    { title: "Compiler", price: 10, onSale: true },
    { title: "Runtime", price: 5, onSale: false },
  ],
  upper: () => (text, render) => render(text).toUpperCase(),
};
const partials = { footer: "-- {{#upper}}thanks, {{name}}{{/upper}} --" };
console.log(Mustache.render(template, view, partials));
console.log(Mustache.render("{{x}}", { x: "none" }, {}, ["<%", "%>"]), Mustache.render("<% x %>", { x: "custom" }, {}, ["<%", "%>"]));
console.log(Mustache.render("{{^list}}empty{{/list}}|{{a.b.c}}|{{missing}}|{{.}}", "dot"));
console.log(JSON.stringify(Mustache.parse("a {{b}} {{#c}}d{{/c}}").map((t) => t.slice(0, 2))));
try {
  Mustache.render("{{#open}} never closed", {});
} catch (e) {
  console.log(e.name + ":", e.message);
}
console.log(Mustache.name, typeof Mustache.escape, Mustache.escape("'\"=`/"));
