// util.deprecate warns once per code across wrappers (a second wrapper
// with a code already warned about is silent), once per wrapper without
// a code; each wrapper still calls its function every time.
import util from 'node:util';
const a = util.deprecate(() => 'a', 'a is old', 'DEP_X');
const b = util.deprecate(() => 'b', 'b is old', 'DEP_X');
const c = util.deprecate(() => 'c', 'c is old');
const d = util.deprecate(() => 'd', 'd is old');
console.log(b(), a(), b(), c(), d(), c());
const e = util.deprecate(() => 'e', 'e is old', 'DEP_Y');
setTimeout(() => console.log(e(), a(), e()), 1);
