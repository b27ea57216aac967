// change-case (ESM only, "exports" with a second subpath, change-case/keys,
// which imports the package's main module): converts between naming
// conventions, and converts the keys of nested objects.
import { camelCase, capitalCase, constantCase, dotCase, kebabCase, noCase, pascalCase, pascalSnakeCase, pathCase, sentenceCase, snakeCase, trainCase, split } from "change-case";
import * as keys from "change-case/keys";

const converters = { camelCase, capitalCase, constantCase, dotCase, kebabCase, noCase, pascalCase, pascalSnakeCase, pathCase, sentenceCase, snakeCase, trainCase };
const inputs = ["version 1.2.10", "XMLHttpRequest", "some_mixed-Input string", "already camelCase", "ÀccentedWords here"];
for (const s of inputs) {
  console.log(JSON.stringify(s), JSON.stringify(split(s)));
  for (const [name, fn] of Object.entries(converters)) console.log("  " + name.padEnd(16), fn(s));
}
console.log(camelCase("version 1.2.10", { mergeAmbiguousCharacters: true }), snakeCase("TestV2", { separateNumbers: true }), kebabCase("__private__name", { prefixCharacters: "_" }));
const nested = { user_id: 1, "first-name": "Ada", address_info: { zip_code: "N1", line_items: [{ item_name: "x" }] } };
console.log(JSON.stringify(keys.camelCase(nested, 5)));
console.log(JSON.stringify(keys.constantCase(nested, 1)));
