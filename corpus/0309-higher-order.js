// Checks higher-order functions: compose, curry, memoize and functions returning functions.
const compose = (...fns) => (x) => fns.reduceRight((acc, f) => f(acc), x);
const inc = (x) => x + 1;
const dbl = (x) => x * 2;
console.log(compose(inc, dbl)(5), compose(dbl, inc)(5), compose()(7));
function curry(fn) {
  return function curried(...args) {
    if (args.length >= fn.length) return fn(...args);
    return (...more) => curried(...args, ...more);
  };
}
const add3 = curry((a, b, c) => a + b + c);
console.log(add3(1)(2)(3), add3(1, 2)(3), add3(1)(2, 3), add3(1, 2, 3));
function memo(fn) {
  const cache = {};
  let misses = 0;
  const wrapped = (n) => {
    if (!(n in cache)) { misses++; cache[n] = fn(n); }
    return cache[n];
  };
  wrapped.misses = () => misses;
  return wrapped;
}
const fib = memo((n) => (n < 2 ? n : fib(n - 1) + fib(n - 2)));
console.log(fib(50), fib.misses(), fib(70), fib.misses());
const apply = (f, ...args) => f.apply(null, args);
console.log(apply(Math.max, 3, 9, 4));
