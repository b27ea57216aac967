// Replaces module.exports with a class.
class Counter {
  constructor(start) {
    this.value = start;
  }
  bump() {
    this.value += 1;
  }
}
module.exports = Counter;
