// Checks an uncaught error thrown while a dependency module evaluates: main's body never runs.
// @exit: 1
import { ready } from "./broken.js";
console.log("main body never runs", ready);
