// Checks live bindings: importers see later updates to exported let variables; imports are read-only.
import { count, increment, reset, label, setLabel } from "./state.js";
import * as state from "./state.js";
console.log(count, label);
increment();
increment();
console.log(count, state.count);
setLabel("renamed");
console.log(label, state.label);
reset();
console.log(count);
try {
  count = 100;
} catch (e) {
  console.log(e.name, e.message);
}
console.log(count);
