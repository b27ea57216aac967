// maxStringLength truncates strings and counts the remaining characters.
import { inspect } from "node:util";
console.log(inspect("abcdefghij", { maxStringLength: 4 }));
console.log(inspect("abcdefghij", { maxStringLength: 9 }));
console.log(inspect(["hello world", { k: "value here" }], { maxStringLength: 3 }));
console.log(inspect("x", { maxStringLength: 0 }));
