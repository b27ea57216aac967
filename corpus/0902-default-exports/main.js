// Checks default exports of a function, a class and an expression, combined with named imports.
import greet from "./greet.js";
import Counter, { step } from "./counter.js";
import answer from "./value.js";
import { default as greetAgain } from "./greet.js";
console.log(greet("module"), greet.name, greetAgain === greet);
const c = new Counter();
c.inc();
c.inc();
console.log(c.n, step, Counter.name);
console.log(answer, typeof answer);
