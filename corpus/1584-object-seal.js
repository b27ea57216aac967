// Object.seal and isSealed: no new or deleted properties, values stay writable.
const o = Object.seal({ a: 1 });
o.a = 2;
console.log(o, Object.isSealed(o), Object.isFrozen(o), Object.isExtensible(o));
console.log(Object.isSealed({}), Object.isSealed(Object.preventExtensions({})), Object.isSealed(1));
const arr = Object.seal([1, 2]);
arr[0] = 9;
console.log(arr, Object.isSealed(arr), Object.getOwnPropertyDescriptor(arr, 0));
