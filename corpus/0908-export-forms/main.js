// Checks export forms: export list with renames, exported declarations of each kind, destructured exports.
import { one, two as deux, Klass, fn, first, rest, renamedLater } from "./lib.js";
console.log(one, deux, new Klass().kind, fn(), first, rest, renamedLater);
