// Sibling module that also depends on shared.js.
import "./shared.js";
import { log } from "./log.js";
log.push("second");
