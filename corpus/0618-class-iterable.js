// Checks a class that implements Symbol.iterator with a hand-written iterator, used by for-of and spread.
class Range {
  constructor(start, end, step = 1) {
    this.start = start;
    this.end = end;
    this.step = step;
  }
  [Symbol.iterator]() {
    let current = this.start;
    const { end, step } = this;
    return {
      next: () => {
        if (current >= end) return { value: undefined, done: true };
        const value = current;
        current += step;
        return { value, done: false };
      },
    };
  }
}
const r = new Range(0, 10, 3);
console.log([...r], Array.from(r), Math.max(...r));
const [first, , third] = new Range(5, 100, 5);
console.log(first, third);
let total = 0;
for (const n of new Range(1, 5)) total += n;
console.log(total, r);
