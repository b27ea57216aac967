// Sibling module with shape helpers and a default function.
export const SIDES = { triangle: 3, square: 4 };
export function circle(r) {
  return 3.14159 * r * r;
}
export default function defaultShape() {
  return "default shape";
}
