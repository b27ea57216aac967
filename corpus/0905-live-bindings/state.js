// Sibling module with mutable exported state.
export let count = 0;
export let label = "initial";
export function increment() {
  count++;
}
export function reset() {
  count = 0;
}
export function setLabel(l) {
  label = l;
}
