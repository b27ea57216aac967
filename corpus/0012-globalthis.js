// Checks globalThis access, that module-level declarations do not become globals, and global properties.
var moduleVar = 1;
let moduleLet = 2;
console.log(typeof globalThis);
console.log(globalThis.moduleVar, globalThis.moduleLet);
globalThis.injected = 42;
console.log(injected);
console.log(globalThis.undefined, globalThis.NaN, globalThis.Infinity);
console.log(globalThis.parseInt === parseInt);
console.log("injected" in globalThis, delete globalThis.injected, "injected" in globalThis);
console.log(globalThis.globalThis === globalThis);
