// Sibling module exporting functions, a constant and a class.
export function add(a, b) {
  return a + b;
}
export const mul = (a, b) => a * b;
export const PI_ISH = 3.14;
export class Vector {
  constructor(x, y) {
    this.x = x;
    this.y = y;
  }
  scale(k) {
    return new Vector(this.x * k, this.y * k);
  }
}
