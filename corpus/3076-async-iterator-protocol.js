// A hand-written async iterator with Symbol.asyncIterator.
const src = {
  [Symbol.asyncIterator]() {
    let i = 0;
    return { next() { i++; return Promise.resolve(i <= 3 ? { value: i * 10, done: false } : { value: undefined, done: true }); } };
  },
};
(async () => { for await (const v of src) console.log(v); console.log("end"); })();
