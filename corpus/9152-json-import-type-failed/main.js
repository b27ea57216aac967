// Rejects `with { type: "json" }` on a module that is not JSON, as Node 20 does.
// @error: 3:1: TypeError [ERR_IMPORT_ASSERTION_TYPE_FAILED]: Module "file://{dir}/lib.js" is not of type "json"
import lib from "./lib.js" with { type: "json" };
console.log(lib);
