// A Promise subclass: then returns the subclass (Symbol.species).
class MyPromise extends Promise {}
const p = MyPromise.resolve(1);
const q = p.then(v => v + 1);
console.log(p instanceof MyPromise, q instanceof MyPromise, q instanceof Promise);
q.then(v => console.log("value", v));
