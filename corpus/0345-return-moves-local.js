// `return x` of a local hands the local's reference to the result instead of
// copying it: whatever runs on the way out (an iterator's return(), a
// finally, a constructor's result check) must still see what Node shows, and
// nothing may be freed early or leaked (the sanitizer lanes audit counts).
function take(list) {
  const first = list.shift();
  return first;
}
console.log(take([{ a: 1 }, { b: 2 }]));

// Returning from inside for-of closes the iterator; its return() runs after
// the value is chosen and cannot reach the local.
function firstBig(iterable) {
  for (const x of iterable) {
    const found = { x };
    if (x > 2) return found;
  }
  return null;
}
const closing = {
  [Symbol.iterator]() {
    let i = 0;
    return {
      next: () => ({ value: ++i, done: false }),
      return: () => { console.log("iterator closed at", i); return {}; },
    };
  },
};
console.log(firstBig(closing));

// A return() that throws: the error wins and the chosen value is released.
const throwing = {
  [Symbol.iterator]() {
    return { next: () => ({ value: 5, done: false }), return: () => { throw new Error("close failed"); } };
  },
};
try { firstBig(throwing); } catch (e) { console.log("caught", e.message); }

// A finally that reads the local after the return chose it.
function withFinally() {
  let r = { v: 1 };
  try {
    return r;
  } finally {
    r.v = 2;
    console.log("finally sees", r.v);
  }
}
console.log(withFinally());

// A finally that overrides the return: the first value is dropped.
function overridden() {
  const a = { which: "a" };
  try { return a; } finally { return { which: "b", a }; }
}
console.log(overridden());

// Constructors: an object local replaces `this`; a primitive one does not.
function Maker(kind) {
  const other = { made: kind };
  if (kind === "obj") return other;
  const prim = 7;
  return prim;
}
console.log(new Maker("obj"), new Maker("prim"));
class Base { constructor() { this.base = true; } }
class Derived extends Base {
  constructor(swap) {
    super();
    const replacement = { replaced: true };
    if (swap) return replacement;
  }
}
console.log(new Derived(true), new Derived(false));

// A parameter returned, then used by the caller while the callee's frame is gone.
function id(p) { return p; }
const shared = { n: 0 };
for (let i = 0; i < 3; i++) id(shared).n++;
console.log(shared, id(shared) === shared);

// A local in its dead zone throws before anything moves.
function dead() {
  return later;
  // eslint-disable-next-line no-unreachable
  let later = 1;
}
try { dead(); } catch (e) { console.log(e.name, e.message); }

// A closure keeps the variable: it is boxed and copied, not moved.
function keeper() {
  let kept = { k: 1 };
  const get = () => kept;
  return [kept, get];
}
const [k1, getK] = keeper();
console.log(k1 === getK(), getK());

// Cycles returned from a local are still collected.
function cycle() {
  const a = {};
  const b = { a };
  a.b = b;
  return a;
}
let last;
for (let i = 0; i < 1000; i++) last = cycle();
console.log(last.b.a === last);
