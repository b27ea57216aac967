// Sloppy-mode code (a script without "use strict") ignores an assignment
// the object refuses, where strict code throws a TypeError: read-only and
// getter-only properties, frozen and non-extensible objects and arrays,
// properties of primitives, and `delete` of a non-configurable property.
// Setters, proxy traps and null/undefined receivers throw in both modes.
// Found by the differential fuzzer (fuzz/diff.py). A CommonJS script
// (package.json says so): CommonJS code is sloppy.
const frozen = Object.freeze({ a: 1, nested: { b: 2 } });
frozen.a = 2;
frozen.c = 3;
frozen["a"] = 4;
const key = "a";
frozen[key] = 5;
frozen.nested.b = 20; // not frozen itself
console.log(frozen, delete frozen.a, delete frozen[key], frozen.a);

const getterOnly = { get g() { return "got"; } };
getterOnly.g = 1;
class Base { get v() { return "base"; } set v(x) { this.seen = x; } }
class Derived extends Base { get v() { return "derived"; } }
const d = new Derived();
d.v = 7;
console.log(getterOnly.g, d.v, d.seen, Object.keys(d));

const ne = Object.preventExtensions({ keep: 1 });
ne.keep = 2;
ne.added = 3;
ne[10] = 4;
console.log(ne, Object.keys(ne));

const arr = Object.freeze([1, 2, 3]);
arr[0] = 9;
arr[5] = 9;
arr.length = 0;
arr.push; // reading is fine
for (let i = 0; i < 3; i++) arr[i] = i * 10;
console.log(arr, arr.length);

const s = "text";
s.prop = 1;
s[0] = "T";
s.length = 1;
(42).x = 1;
true.y = 2;
console.log(s, s.prop, s.length, (42).x, true.y, delete s.length, delete s[0], delete s[9]);

const ro = {};
Object.defineProperty(ro, "fixed", { value: "v", writable: false, enumerable: true });
Object.defineProperty(ro, "perm", { value: "p", configurable: false });
({ fixed: ro.fixed } = { fixed: "changed" });
[ro.fixed, ro.other] = ["again", "other"];
ro.fixed += "!";
ro.fixed++;
console.log(ro, delete ro.perm, ro.perm);

const proxy = new Proxy({}, { set() { return false; }, deleteProperty() { return false; } });
proxy.a = 1;
console.log("proxy", delete proxy.a);

const thrower = { set t(v) { throw new RangeError("setter saw " + v); } };
try { thrower.t = 1; } catch (e) { console.log(e.name, e.message); }
try { const n = null; n.x = 1; } catch (e) { console.log(e.name, e.message); }
try { let u; u[0] = 1; } catch (e) { console.log(e.name, e.message); }

// The same refusals in strict functions throw.
function strict(label, f) {
  "use strict";
  try { f(); console.log(label, "no error"); } catch (e) { console.log(label, e.name, e.message); }
}
strict("read-only", () => { "use strict"; frozen.a = 2; });
strict("add", () => { "use strict"; ne.added = 3; });
strict("getter", () => { "use strict"; getterOnly.g = 1; });
strict("element", () => { "use strict"; arr[0] = 1; });
strict("primitive", () => { "use strict"; s.prop = 1; });
strict("delete", () => { "use strict"; delete ro.perm; });
strict("proxy", () => { "use strict"; proxy.b = 1; });
// A sloppy function called from strict code stays sloppy, and the reverse.
function sloppySet(o) { o.a = "sloppy"; return o.a; }
strict("sloppy callee", () => { "use strict"; return console.log(sloppySet(frozen)); });
