// Checks for-of using a hand-written iterator object and that break calls return().
const log = [];
const iterable = {
  [Symbol.iterator]() {
    let i = 0;
    return {
      next() {
        i++;
        log.push("next" + i);
        return { value: i * 10, done: i > 3 };
      },
      return() {
        log.push("return");
        return { done: true };
      },
    };
  },
};
for (const v of iterable) console.log(v);
console.log(log.join(" "));
log.length = 0;
for (const v of iterable) {
  if (v === 20) break;
}
console.log(log.join(" "));
log.length = 0;
try {
  for (const v of iterable) throw new Error("boom at " + v);
} catch (e) {
  console.log(e.message, log.join(" "));
}
console.log([...iterable], Array.from(iterable));
