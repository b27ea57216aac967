// Checks array destructuring uses the iterator protocol and stops early, calling return().
const log = [];
const iterable = {
  [Symbol.iterator]() {
    let n = 0;
    return {
      next() { n++; log.push("next"); return { value: n, done: n > 5 }; },
      return() { log.push("return"); return {}; },
    };
  },
};
const [a, b] = iterable;
console.log(a, b, log.join(" "));
log.length = 0;
const [c, ...rest] = iterable;
console.log(c, rest, log.join(" "));
log.length = 0;
const [] = iterable;
console.log(log.join(" "));
