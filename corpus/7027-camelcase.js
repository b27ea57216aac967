// camelcase (ESM only: "type": "module", "exports" with types/default
// conditions): converts dashed, underscored, spaced and mixed strings to
// camelCase and PascalCase, with acronyms kept or not.
import camelCase from "camelcase";

const inputs = ["foo-bar", "foo_bar", "Foo-Bar", "--foo.bar", "foo bar  baz", "XMLHttpRequest", "__proto__", "a-b-c-d", "fooBAR", "123-numbers-first", "mañana-día", "", "  "];
for (const s of inputs) {
  console.log(JSON.stringify(s).padEnd(20), camelCase(s).padEnd(18), camelCase(s, { pascalCase: true }).padEnd(18), camelCase(s, { preserveConsecutiveUppercase: true }));
}
console.log(camelCase(["foo", "bar-baz", "QUX"]), camelCase("lorem-ipsum", { locale: false }), camelCase("i-stanbul", { locale: "en-US" }));
try {
  camelCase(42);
} catch (e) {
  console.log(e.name + ":", e.message);
}
