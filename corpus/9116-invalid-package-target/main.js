// Rejects a package whose "exports" target does not start with "./".
// @error: 3:1: Error [ERR_INVALID_PACKAGE_TARGET]: Invalid "exports" main target "index.js" defined in the package config {dir}/node_modules/pkg/package.json imported from {dir}/main.js; targets must start with "./"
import value from "pkg";
console.log(value);
