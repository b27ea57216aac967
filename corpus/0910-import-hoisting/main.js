// Checks that imports are hoisted: bindings are usable in code that appears before the import statement.
console.log("first line of main:", helper("early"));
function useLater() {
  return VALUE * 2;
}
console.log(useLater());
import { helper, VALUE } from "./helper.js";
console.log("after the import statement", VALUE);
