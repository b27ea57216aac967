// util.inspect of regexps with every flag and of match arrays with
// indices and named groups.
import util from "node:util";
console.log([/a/dgimsuy, /b/v, new RegExp("c/d"), new RegExp("\n")]);
const m = /(?<x>a)(?<y>z)?/d.exec("_a");
console.log(util.inspect(m, { depth: 4 }));
console.log({ re: /x/gv, m: "ab".match(/(?<first>a)/) });
