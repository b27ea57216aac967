// Rejects a generator function, which scr does not compile yet (error at the function keyword).
// @error: 3:1: generator functions are not supported yet
function* count() {
  yield 1;
}
console.log([...count()]);
