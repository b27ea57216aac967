// sprintf-js (CommonJS, "main" in src/, exports sprintf and vsprintf onto
// `exports` and a global fallback): C-style formatting with padding,
// precision, named and positional arguments.
import { sprintf, vsprintf } from "sprintf-js";

console.log(sprintf("%s has %d items costing %.2f", "cart", 3, 19.5));
console.log(sprintf("[%5s] [%-5s] [%05d] [%+d] [%+d]", "ab", "ab", 42, 42, -42));
console.log(sprintf("%x %X %o %b %e %c", 255, 255, 8, 5, 12345.678, 65));
console.log(sprintf("%2$s %1$s %2$s", "world", "hello"));
console.log(sprintf("%(user.name)s is %(user.age)d", { user: { name: "Ada", age: 36 } }));
console.log(sprintf("%'*10s|%'.-10s|", "pad", "pad"));
console.log(sprintf("%.3s|%10.4f|%-10.1f|", "truncate", Math.PI, Math.E));
console.log(sprintf("%j %t %T %u", { a: [1, 2] }, true, [], -1));
console.log(vsprintf("%s-%s-%s", ["a", "b", "c"]));
try {
  sprintf("%z", 1);
} catch (e) {
  console.log(e.name + ":", e.message);
}
