// Sibling module using several export syntaxes.
const one = 1;
let two = 2;
export { one, two };
export class Klass {
  kind = "klass";
}
export function fn() {
  return "fn result";
}
export const [first, ...rest] = ["a", "b", "c"];
const internal = "exported under another name";
export { internal as renamedLater };
