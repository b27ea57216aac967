// Sibling module imported by two others but evaluated only once.
import { log } from "./log.js";
log.push("shared");
