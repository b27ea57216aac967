// Rejects an import of a file that does not exist.
// @error: 3:1: Error [ERR_MODULE_NOT_FOUND]: Cannot find module '{dir}/helpers.js' imported from {dir}/main.js
import { helper } from "./helpers.js";
console.log(helper);
