// Sibling module in a cycle with leaf.js; leaf.js runs first and touches config too early.
import { leafValue } from "./leaf.js";
export const config = { ready: true };
export function readLeaf() {
  return leafValue;
}
