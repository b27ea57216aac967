// Sloppy-mode CommonJS: `this` of a plain call is globalThis and primitives are boxed, assignment to an undeclared name creates a global, legacy octal literals and escapes and strict-only reserved words as names; "use strict" functions and classes stay strict.
function whoAmI() {
  return this;
}
console.log(whoAmI() === globalThis, whoAmI.call(null) === globalThis, whoAmI.call(undefined) === globalThis);
const boxed = whoAmI.call(7);
console.log(typeof boxed, boxed instanceof Number, boxed + 1, typeof whoAmI.call("s"), whoAmI.call(true) instanceof Boolean);
const obj = { whoAmI };
console.log(obj.whoAmI() === obj);
console.log([1].map(function () { return this === globalThis; })[0]);

function strictOne() {
  "use strict";
  return this;
}
console.log(strictOne(), strictOne.call(7));
class K {
  m() {
    return this;
  }
}
const m = new K().m;
console.log(m());

const arrowThis = () => this;
console.log(arrowThis() === module.exports, this === exports);

function makeGlobal() {
  createdByAssignment = "made global";
}
makeGlobal();
console.log(globalThis.createdByAssignment, typeof createdByAssignment);
counter = 1;
counter += 2;
console.log(counter, Object.keys(globalThis).includes("counter"));

console.log(010, 0777, 08, 019, "\101\60\7".length, "\101\60");
var implements = 1, interface = 2, package = 3, private = 4, protected = 5, public = 6;
console.log(implements + interface + package + private + protected + public);
