// RegExp.prototype's accessors on the prototype itself and on other objects.
console.log(RegExp.prototype.source, RegExp.prototype.flags, RegExp.prototype.global);
console.log(String(RegExp.prototype), Object.prototype.toString.call(RegExp.prototype));
try { RegExp.prototype.exec.call({}, "x"); } catch (e) { console.log(e.name); }
const fake = { get global() { return true; }, get sticky() { return false; }, get unicode() { return true; } };
console.log(Object.getOwnPropertyDescriptor(RegExp.prototype, "flags").get.call(fake));
console.log(RegExp.name, RegExp.length, RegExp.prototype.constructor === RegExp, RegExp[Symbol.species] === RegExp);
console.log(/x/.exec.name, /x/[Symbol.replace].name, /x/[Symbol.split].length);
