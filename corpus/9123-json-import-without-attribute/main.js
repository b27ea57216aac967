// Rejects importing JSON without `with { type: "json" }`, as Node 20 does.
// @error: 3:1: TypeError [ERR_IMPORT_ASSERTION_TYPE_MISSING]: Module "file://{dir}/data.json" needs an import attribute of type "json"
import data from "./data.json";
console.log(data);
