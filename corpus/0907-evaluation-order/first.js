// Sibling module that depends on shared.js.
import { log } from "./log.js";
import "./shared.js";
log.push("first");
