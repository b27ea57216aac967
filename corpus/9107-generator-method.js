// Rejects a generator method in a class, which scr does not compile yet (error at the star).
// @error: 4:3: generator functions are not supported yet
class Range {
  *[Symbol.iterator]() {
    yield 1;
  }
}
console.log([...new Range()]);
