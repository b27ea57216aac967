// Rejects a subpath the package's "exports" does not list, though the file exists.
// @error: 3:1: Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './internal.js' is not defined by "exports" in {dir}/node_modules/pkg/package.json imported from {dir}/main.js
import internal from "pkg/internal.js";
console.log(internal);
