// A JSON module that is not valid JSON: Node fails before running anything, with JSON.parse's message after the path.
// @error: 3:1: SyntaxError: {dir}/data.json: Expected double-quoted property name in JSON at position 9
import data from "./data.json" with { type: "json" };
console.log(data);
