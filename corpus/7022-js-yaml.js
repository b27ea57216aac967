// js-yaml (dual: "exports" gives dist/js-yaml.mjs to import): loads YAML
// documents with anchors, multi-line strings and flow collections, and dumps
// objects back to YAML.
import yaml from "js-yaml";
import { load, dump, loadAll } from "js-yaml";

const doc = `
name: scr
version: 1.0
tags: [compiler, runtime]
defaults: &defaults
  lane: plain
  timeout: 30
lanes:
  - <<: *defaults
    name: first
  - <<: *defaults
    lane: asan
description: |
  Line one
  Line two
folded: >
  folded
  text here
empty: ~
yes_bool: true
octal: 0o17
date: 2024-02-29
quoted: "tab\\tand\\u00e9"
`;
const value = load(doc);
console.log(JSON.stringify(value, (k, v) => (k === "date" ? "<date>" : v)));
console.log(value.date instanceof Date, value.date.toISOString());
console.log(dump({ a: 1, list: ["x", { y: [1, 2] }], str: "multi\nline", empty: {}, special: "yes", num: "123" }));
console.log(dump({ z: 1, a: { c: 2, b: 3 } }, { sortKeys: true, flowLevel: 1 }));
const docs = loadAll("---\na: 1\n---\nb: 2\n...\n");
console.log(JSON.stringify(docs), yaml.JSON_SCHEMA === yaml.JSON_SCHEMA, typeof yaml.Type);
try {
  load("key: [unclosed");
} catch (e) {
  console.log(e.name, e.reason, e.mark.line, e.mark.column);
}
try {
  load("a: 1\na: 2");
} catch (e) {
  console.log(e.name, e.reason);
}
