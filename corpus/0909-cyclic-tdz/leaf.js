// Sibling module that reads root.js's const before root.js has been evaluated.
import { config } from "./root.js";
let seen;
try {
  seen = config.ready;
} catch (e) {
  seen = `${e.name}: ${e.message}`;
}
export const leafValue = seen;
