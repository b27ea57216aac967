// Checks an uncaught TypeError from calling a non-function method, after some output.
// @exit: 1
const api = { list: [1, 2, 3] };
console.log(api.list.length);
api.list.sum();
