// Checks module evaluation order: dependencies first in import order, each module evaluated once.
import "./first.js";
import { log } from "./log.js";
import "./second.js";
import "./first.js";
log.push("main");
console.log(log.join(" -> "));
