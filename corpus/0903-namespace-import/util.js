// Sibling module exporting several bindings including a default.
export const NAME = "util";
export function double(x) {
  return x * 2;
}
export let zeta = 26;
export const alpha = 1;
export default function () {
  return "anonymous default";
}
