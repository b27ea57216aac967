// Checks while and do-while loops, including a do-while whose body runs once with a false condition.
let i = 0;
let s = "";
while (i < 5) {
  s += i;
  i++;
}
console.log(s, i);
let runs = 0;
do {
  runs++;
} while (false);
console.log("do-while ran", runs);
let n = 27;
let steps = 0;
while (n !== 1) {
  n = n % 2 === 0 ? n / 2 : 3 * n + 1;
  steps++;
}
console.log("collatz 27 steps:", steps);
let k = 10;
do k -= 3; while (k > 0);
console.log(k);
