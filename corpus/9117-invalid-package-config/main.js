// Rejects a package whose package.json is not JSON (V8's JSON.parse message in Node's).
// @error: 3:1: Error [ERR_INVALID_PACKAGE_CONFIG]: Invalid package config {dir}/node_modules/pkg/package.json while importing "pkg" from {dir}/main.js. Expected ',' or '}' after property value in JSON at position 18
import value from "pkg";
console.log(value);
