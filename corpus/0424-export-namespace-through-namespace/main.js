// A module's namespace object has a getter for each export; one that is
// another module's namespace (`export * as X from`, directly or through
// `export *`) needs that namespace even when nothing imports X by name.
import * as outer from './outer.js';
import * as star from './star.js';

console.log(Object.keys(outer), outer.own);
console.log(Object.keys(outer.Inner), outer.Inner.value, outer.Inner.Deep.x, Object.keys(outer.Inner.Deep));
console.log(Object.keys(star), star.Inner === outer.Inner, star.Inner.Deep === outer.Inner.Deep);
console.log(outer.Inner[Symbol.toStringTag], Object.isFrozen(outer.Inner), Object.isSealed(outer.Inner.Deep));

// [[DefineOwnProperty]] of an export succeeds only when it changes nothing.
const d = outer.Inner.Deep;
console.log(Object.getOwnPropertyDescriptor(d, 'x'), Object.isFrozen(d), Object.isFrozen(outer));
console.log(Reflect.defineProperty(d, 'x', { value: 42 }), Reflect.defineProperty(d, 'x', { value: 43 }),
  Reflect.defineProperty(d, 'x', { value: 42, writable: true, enumerable: true, configurable: false }),
  Reflect.defineProperty(d, 'x', { writable: false }), Reflect.defineProperty(d, 'x', { enumerable: false }),
  Reflect.defineProperty(d, 'x', { configurable: true }), Reflect.defineProperty(d, 'x', { get() {} }),
  Reflect.defineProperty(d, 'nope', { value: 1 }), Reflect.defineProperty(d, Symbol.toStringTag, { value: 'Module' }));
try {
  Object.defineProperty(d, 'x', { value: 0 });
} catch (e) {
  console.log(e.name, e.message);
}
console.log(Object.defineProperty(d, 'x', { enumerable: true }) === d);
