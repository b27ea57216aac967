// The example `make setup` compiles and runs: a few lines through
// console.log, a closure, a class and string formatting.
class Greeter {
  constructor(greeting) {
    this.greeting = greeting;
  }
  greet(name) {
    return `${this.greeting}, ${name}!`;
  }
}

function counter() {
  let n = 0;
  return () => ++n;
}

const g = new Greeter("Hello");
const next = counter();
for (const name of ["world", "scr", "Node"]) {
  console.log(next(), g.greet(name));
}
console.log("squares:", [1, 2, 3, 4].map((x) => x * x).join(" "));
