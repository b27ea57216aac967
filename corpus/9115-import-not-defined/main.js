// Rejects a #specifier the package's "imports" does not define.
// @error: 3:1: TypeError [ERR_PACKAGE_IMPORT_NOT_DEFINED]: Package import specifier "#missing" is not defined in package {dir}/package.json imported from {dir}/main.js
import missing from "#missing";
console.log(missing);
