// Sibling module with a default-exported class and a named export.
export const step = 2;
export default class Counter {
  n = 0;
  inc() {
    this.n += step;
  }
}
