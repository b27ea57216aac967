// Generator parameters are bound at the call: defaults run before the call returns, in order with the caller's own side effects, and next() does not run them again.
const log = [];
function note(name, value) {
  log.push(name);
  return value;
}

function* counter(start = note("default start", 10), step = note("default step", start + 1)) {
  log.push("body");
  yield start;
  yield start + step;
}

log.push("before call");
const gen = counter();
log.push("after call");
console.log(log.join(" | "));
console.log(gen.next().value, gen.next().value, gen.next().done);
console.log(log.join(" | "));

// An explicit argument skips its default; undefined does not.
log.length = 0;
const g2 = counter(undefined, 5);
console.log(log.join(" | "));
console.log([...g2].join(","));

// Defaults see earlier parameters and the enclosing scope at the call.
let base = 1;
function* fromBase(a = base, b = a * 100) {
  yield a;
  yield b;
}
const g3 = fromBase();
base = 2;
console.log([...g3].join(","), [...fromBase()].join(","));

// Destructuring parameters read the argument at the call.
const source = { x: 1, y: 2 };
function* pair({ x, y }, [first, second] = [x + y, x - y]) {
  yield x;
  yield y;
  yield first;
  yield second;
}
const g4 = pair(source);
source.x = 100;
console.log([...g4].join(","));

// A getter on the argument runs once, at the call.
let reads = 0;
const watched = {
  get v() {
    reads++;
    return "v" + reads;
  },
};
function* reader({ v }) {
  yield v;
  yield v;
}
const g5 = reader(watched);
console.log("reads after call:", reads);
console.log([...g5].join(","), "reads:", reads);
