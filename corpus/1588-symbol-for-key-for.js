// The global symbol registry: Symbol.for and Symbol.keyFor.
const a = Symbol.for("app.key");
console.log(a === Symbol.for("app.key"), a.description, Symbol.keyFor(a));
console.log(Symbol.keyFor(Symbol("local")), Symbol.keyFor(Symbol.iterator));
console.log(Symbol.for() === Symbol.for("undefined"), Symbol.for("__proto__").toString());
try { Symbol.keyFor("x"); } catch (e) { console.log(e.name, e.message); }
