// Checks class methods are non-enumerable, class bodies are strict, and method this is not auto-bound.
class K {
  method() { return this; }
  static stat() {}
}
const k = new K();
const keys = [];
for (const key in k) keys.push(key);
console.log(keys, Object.keys(K.prototype), Object.keys(K));
console.log(Object.getOwnPropertyNames(K.prototype), Object.getOwnPropertyNames(K).sort());
const m = k.method;
console.log(m(), k.method() === k);
class WithToString {
  toString() { return "custom!"; }
}
console.log(`${new WithToString()}`, String(new WithToString()), new WithToString() + "");
