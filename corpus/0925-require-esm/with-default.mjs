// An ES module with a default export, importing another ES module and a CommonJS one.
import { count } from "./named.mjs";
import helper from "./helper.cjs";
console.log("with-default.mjs runs; named.mjs ran", count(), "time(s)");
export default function hello() {
  return helper("hello");
}
export const twice = (n) => n * 2;
