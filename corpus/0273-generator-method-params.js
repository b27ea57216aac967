// Generator methods (object literal and class, static and instance) bind parameters at the call too, with `this` and earlier parameters visible to defaults; return() and throw() before the first next() skip the body.
const log = [];
const obj = {
  scale: 3,
  *times(n = (log.push("default n"), 2), factor = this.scale) {
    log.push("body");
    yield n * factor;
  },
};
const g = obj.times();
log.push("called");
console.log(log.join(" | "), [...g].join(","));

class Range {
  constructor(end) {
    this.end = end;
  }
  *upTo(limit = this.end, { step } = { step: 1 }) {
    for (let i = 0; i < limit; i += step) yield i;
  }
  static *pairs([a, b] = [1, 2]) {
    yield a + b;
  }
}
console.log([...new Range(4).upTo()].join(","), [...new Range(4).upTo(6, { step: 2 })].join(","));
console.log([...Range.pairs()].join(","), [...Range.pairs([10, 20])].join(","));
try {
  new Range(1).upTo(1, null);
} catch (e) {
  console.log("class method pattern error at call:", e.constructor.name);
}

// return() before next() completes the generator with the bound params unused.
let bodyRan = false;
function* guarded(x = 1, { y } = { y: 2 }) {
  try {
    bodyRan = true;
    yield x + y;
  } finally {
    console.log("finally should not run");
  }
}
const g1 = guarded();
console.log(JSON.stringify(g1.return(9)), JSON.stringify(g1.next()), bodyRan);
const g2 = guarded();
try {
  g2.throw(new Error("early"));
} catch (e) {
  console.log("throw before start:", e.message, bodyRan);
}
console.log(JSON.stringify(g2.next()));

// Generators that are made and dropped unused release their parameters.
for (let i = 0; i < 1000; i++) guarded(i, { y: [i] });
console.log("made 1000 unused generators");

// arguments reflects the call's arguments, not the defaults.
function* args(a = 5) {
  yield arguments.length;
  yield a;
}
console.log([...args()].join(","), [...args(1, 2)].join(","));

// One made and never resumed, still referenced when the program ends.
globalThis.kept = guarded(5, { y: { list: [1, 2, 3] } });
console.log("kept one unstarted generator to the end");
