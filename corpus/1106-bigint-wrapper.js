// BigInt wrapper objects: Object(1n), their typeof and prototype, unwrapping
// through valueOf in arithmetic and comparison, instanceof, and own
// properties on the wrapper.
const w = Object(10n);
console.log(typeof w, w instanceof BigInt, Object.getPrototypeOf(w) === BigInt.prototype, w.constructor === BigInt);
console.log(w + 1n, w * w, w > 9n, w == 10n, w === 10n, `${w}`, typeof (w + 0n), (10n).constructor.name);
w.label = "ten";
console.log(Object.keys(w), w.label, typeof Object(w), Object(w) === w, typeof Object(2n ** 90n).valueOf());
console.log(typeof 5n, typeof Object(5n), Object.prototype.toString.call(Object(5n)), (5n).constructor === BigInt);
