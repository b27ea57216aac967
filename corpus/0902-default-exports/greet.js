// Sibling module with a named default-exported function.
export default function greet(who) {
  return `hello, ${who}`;
}
