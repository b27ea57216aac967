// Arrow functions, methods and functions of strict code (every module is)
// never repeat a parameter name.
// @error: 4:20: Duplicate parameter name not allowed in this context
const add = (a, b, a) => a + b;
console.log(add(1, 2, 3));
