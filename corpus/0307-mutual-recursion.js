// Checks mutually recursive functions, including ones declared later in the module.
function isEven(n) { return n === 0 ? true : isOdd(n - 1); }
function isOdd(n) { return n === 0 ? false : isEven(n - 1); }
console.log(isEven(10), isOdd(7), isEven(7), isOdd(0));
const ping = (n, log) => (n === 0 ? log : pong(n - 1, log + "ping "));
const pong = (n, log) => (n === 0 ? log : ping(n - 1, log + "pong "));
console.log(ping(5, "").trim());
function countDown(n) { return n <= 0 ? [] : [n, ...countUp(n - 1)]; }
function countUp(n) { return n <= 0 ? [] : [...countDown(n - 1), -n]; }
console.log(countDown(5));
