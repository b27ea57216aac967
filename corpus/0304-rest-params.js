// Checks rest parameters: always an array, empty when no extra arguments, combined with normal params.
function f(first, ...rest) {
  return [first, rest, Array.isArray(rest), rest.length];
}
console.log(f());
console.log(f(1));
console.log(f(1, 2, 3));
const sum = (...nums) => nums.reduce((a, b) => a + b, 0);
console.log(sum(), sum(1, 2, 3, 4));
function collect(a, b = 2, ...more) {
  return { a, b, more };
}
console.log(collect(1), collect(1, undefined, 3, 4));
const [x, ...xs] = [1, 2, 3];
console.log(x, xs);
