// Object.getOwnPropertyDescriptors, and cloning with defineProperties.
const o = { a: 1, get b() { return 2; }, [Symbol("s")]: 3 };
Object.defineProperty(o, "hidden", { value: 4 });
console.log(Object.getOwnPropertyDescriptors(o));
const clone = Object.defineProperties({}, Object.getOwnPropertyDescriptors(o));
console.log(clone.b, Object.getOwnPropertyNames(clone));
console.log(Object.getOwnPropertyDescriptors([7]));
