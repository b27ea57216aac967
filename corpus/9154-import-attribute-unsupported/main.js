// An import attribute other than `type` is rejected, as Node 20 rejects it.
// @error: 3:1: TypeError [ERR_IMPORT_ATTRIBUTE_UNSUPPORTED]: Import attribute "mode" with value "strict" is not supported
import data from "./data.json" with { type: "json", mode: "strict" };
console.log(data);
